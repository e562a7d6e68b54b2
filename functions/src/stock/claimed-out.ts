import { HttpsError } from 'firebase-functions/v2/https';
import { CLAIMED_OUT_REASON, STOCK_COPY } from '@swagdrop/model';

/** The answer to a claim that arrives after the last unit: nothing was stored. */
export function claimedOutError(): HttpsError {
  return new HttpsError('failed-precondition', STOCK_COPY.claimedOut, {
    reason: CLAIMED_OUT_REASON,
  });
}

export function isClaimedOut(error: unknown): boolean {
  return (
    error instanceof HttpsError &&
    (error.details as { reason?: unknown } | undefined)?.reason === CLAIMED_OUT_REASON
  );
}
