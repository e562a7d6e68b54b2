import { HttpsError } from 'firebase-functions/v2/https';

/**
 * The error for acting on a submission that is no longer pending (docs/product-rules.md#moderation:
 * approved and rejected have no further actions). The message is shown to the moderator as is.
 */
export function notPendingError(status: unknown): HttpsError {
  if (status === 'approved')
    return new HttpsError('failed-precondition', 'This submission was already approved.', {
      status,
    });
  if (status === 'rejected')
    return new HttpsError('failed-precondition', 'This submission was already rejected.', {
      status,
    });
  return new HttpsError('failed-precondition', 'This submission is not pending.', {
    status: typeof status === 'string' ? status : null,
  });
}
