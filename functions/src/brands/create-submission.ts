import { FieldValue } from 'firebase-admin/firestore';
import {
  normalizeEmail,
  submissionInputSchema,
  type CreateSubmissionResult,
} from '@swagdrop/shared-ui/model';
import { db } from '../lib/admin';
import { publicCallable } from '../lib/callable';
import { requestIp } from '../lib/request-ip';
import { enforceThrottle } from '../lib/throttle';
import { parseOrThrow } from '../lib/validation';
import { hashDraftToken, newDraftToken } from './draft-token';
import { assertOwnImage } from './own-image';
import { decoySuccessUrl, isDecoy, submissionFields } from './submission-fields';
import { logDecoySubmission } from './submission-log';

/**
 * Public /submit form (spec §4 brand submission flow, decisions.md). The strict shared schema
 * refuses unknown keys, so a visitor cannot send status, payment_status or user_id; the server
 * sets them. The answer's draft token (stored hashed) lets the same browser change the unpaid
 * submission after a canceled payment instead of storing a second one (updateSubmission).
 * A filled decoy stores nothing and gets an answer of the same shape whose next step is the
 * success page, with no checkout.
 */
export const createSubmission = publicCallable<CreateSubmissionResult>(async (request) => {
  const input = parseOrThrow(submissionInputSchema, request.data);
  const ref = db.collection('submissions').doc();
  const draftToken = newDraftToken();
  if (isDecoy(input)) {
    logDecoySubmission('createSubmission');
    return { id: ref.id, draft_token: draftToken, next_url: decoySuccessUrl() };
  }
  await assertOwnImage(input.image_url);
  await enforceThrottle('submission', {
    ip: requestIp(request.rawRequest),
    email: normalizeEmail(input.contact_email),
  });
  await ref.create({
    ...submissionFields(input),
    status: 'pending',
    payment_status: 'unpaid',
    user_id: request.auth?.uid ?? null,
    draft_token_hash: hashDraftToken(draftToken),
    created_at: FieldValue.serverTimestamp(),
  });
  return { id: ref.id, draft_token: draftToken, next_url: null };
});
