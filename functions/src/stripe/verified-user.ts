import type { Request } from 'firebase-functions/v2/https';
import { COPY, EMAIL_VERIFICATION_COPY } from '@swagdrop/model';
import { adminAuth } from '../lib/admin';
import { HttpError } from './http-endpoint';

export interface CallerOptions {
  /**
   * Only a brand account whose email is verified: not an anonymous session (every visitor who
   * uploads gets one) and not an address someone typed without owning it.
   */
  requireVerifiedEmail?: boolean;
}

/** The caller, from `Authorization: Bearer <Firebase ID token>`; 401 otherwise. */
export async function verifiedUser(
  req: Request,
  { requireVerifiedEmail = false }: CallerOptions = {},
): Promise<{ uid: string; email: string | null }> {
  const header = req.get('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (!token) throw new HttpError(401, COPY.pleaseLogIn);
  const decoded = await adminAuth.verifyIdToken(token).catch(() => null);
  if (!decoded) throw new HttpError(401, COPY.pleaseLogIn);
  if (requireVerifiedEmail) {
    if (decoded.firebase.sign_in_provider === 'anonymous' || !decoded.email) {
      throw new HttpError(401, COPY.pleaseLogIn);
    }
    if (decoded.email_verified !== true) {
      throw new HttpError(403, EMAIL_VERIFICATION_COPY.notVerified);
    }
  }
  return { uid: decoded.uid, email: decoded.email ?? null };
}
