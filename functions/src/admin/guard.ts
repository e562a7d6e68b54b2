import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { SecretParam } from 'firebase-functions/params';
import {
  hasAdminPower,
  type AnyCallable,
  type CallableParsed,
  type CallableResult,
} from '@swagdrop/model';
import { adminAuth } from '../lib/admin';
import { contractCallable, parseRequest } from '../lib/callable';

export interface AdminActor {
  uid: string;
  email: string | null;
}

/**
 * The server's own check of admin power (the `admin` custom claim on a verified email,
 * shared-ui admin-power.ts); the console's check is only UX.
 */
export function requireAdmin(request: CallableRequest<unknown>): AdminActor {
  const auth = request.auth;
  if (!auth) throw new HttpsError('unauthenticated', 'Please sign in.');
  if (!hasAdminPower(auth.token))
    throw new HttpsError('permission-denied', 'Admin access required.');
  return { uid: auth.uid, email: typeof auth.token.email === 'string' ? auth.token.email : null };
}

/**
 * `npm run admin -- revoke` revokes the user's refresh tokens, but an ID token issued before
 * stays valid for up to an hour. Admin functions therefore also check revocation (one user
 * lookup per call; admin traffic is small), so a revoked admin is refused at once.
 */
async function requireNotRevoked(request: CallableRequest<unknown>): Promise<void> {
  const header = request.rawRequest?.headers?.authorization ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!token) throw new HttpsError('unauthenticated', 'Please sign in.');
  try {
    await adminAuth.verifyIdToken(token, true);
  } catch {
    throw new HttpsError('unauthenticated', 'Your session has ended. Please sign in again.');
  }
}

/**
 * A callable that only admins may call, built from its contract: admin power and revocation
 * are checked before the request is parsed; the handler receives the parsed request and the
 * verified actor.
 */
export function adminCallable<C extends AnyCallable>(
  contract: C,
  handler: NoInfer<(input: CallableParsed<C>, actor: AdminActor) => Promise<CallableResult<C>>>,
  secrets: SecretParam[] = [],
) {
  return contractCallable(
    contract,
    async (request) => {
      const actor = requireAdmin(request);
      await requireNotRevoked(request);
      return handler(parseRequest(contract, request), actor);
    },
    secrets,
  );
}
