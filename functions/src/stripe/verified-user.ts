import type { Request } from 'firebase-functions/v2/https';
import { COPY } from '@swagdrop/model';
import { adminAuth } from '../lib/admin';
import { HttpError } from './http-endpoint';

/** The caller, from `Authorization: Bearer <Firebase ID token>`; 401 otherwise. */
export async function verifiedUser(req: Request): Promise<{ uid: string; email: string | null }> {
  const header = req.get('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (!token) throw new HttpError(401, COPY.pleaseLogIn);
  try {
    const decoded = await adminAuth.verifyIdToken(token);
    return { uid: decoded.uid, email: decoded.email ?? null };
  } catch {
    throw new HttpError(401, COPY.pleaseLogIn);
  }
}
