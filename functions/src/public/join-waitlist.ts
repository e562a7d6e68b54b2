import { FieldValue } from 'firebase-admin/firestore';
import { normalizeEmail, waitlistInputSchema } from '@swagdrop/shared-ui/model';
import { db } from '../lib/admin';
import { publicCallable } from '../lib/callable';
import { requestIp } from '../lib/request-ip';
import { enforceThrottle, hashKey } from '../lib/throttle';
import { parseOrThrow } from '../lib/validation';

const ALREADY_EXISTS = 6; // gRPC status code Firestore uses when create() finds a document

/**
 * Newsletter signup (spec §2, decisions.md): the document id is a hash of the normalised
 * email, so a duplicate is detected by the server atomically and the browser never reads
 * the waitlist.
 */
export const joinWaitlist = publicCallable(async (request) => {
  const { email } = parseOrThrow(waitlistInputSchema, request.data);
  const normalized = normalizeEmail(email);
  await enforceThrottle('waitlist', { ip: requestIp(request.rawRequest), email: normalized });
  try {
    await db
      .collection('waitlist')
      .doc(hashKey(normalized))
      .create({ email: normalized, created_at: FieldValue.serverTimestamp() });
    return { status: 'joined' as const };
  } catch (error) {
    if ((error as { code?: number }).code === ALREADY_EXISTS)
      return { status: 'duplicate' as const };
    throw error;
  }
});
