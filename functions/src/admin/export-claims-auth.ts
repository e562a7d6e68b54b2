import type { Request } from 'firebase-functions/v2/https';
import { hasAdminPower } from '@swagdrop/model';
import { adminAuth } from '../lib/admin';
import type { AdminActor } from './guard';

export type BearerCheck =
  { ok: true; actor: AdminActor } | { ok: false; status: 401 | 403; message: string };

/**
 * The HTTP twin of requireAdmin: a Firebase ID token in `Authorization: Bearer`, verified
 * (signature, expiry, revocation) with admin power (the `admin` claim on a verified email).
 */
export async function verifyAdminBearer(req: Request): Promise<BearerCheck> {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  if (!match?.[1]) return { ok: false, status: 401, message: 'Please sign in.' };
  try {
    const token = await adminAuth.verifyIdToken(match[1], true);
    if (!hasAdminPower(token)) return { ok: false, status: 403, message: 'Admin access required.' };
    return { ok: true, actor: { uid: token.uid, email: token.email ?? null } };
  } catch {
    return { ok: false, status: 401, message: 'Please sign in again.' };
  }
}
