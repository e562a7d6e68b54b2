import { logger } from 'firebase-functions';

/** Named log lines of the refunds and disputes code. */

/** A charge that paid for nothing SwagDrop sold (no listing-fee session, no plan invoice). */
export function logChargeNotOurs(chargeId: string): void {
  logger.info(`refunds: charge ${chargeId} paid for nothing of ours, recorded only`, { chargeId });
}

export function logPlanCanceledForReturn(subscriptionId: string, chargeId: string): void {
  logger.info(`refunds: plan ${subscriptionId} canceled, its charge ${chargeId} went back`, {
    subscriptionId,
    chargeId,
  });
}

export function logRefundRefused(submissionId: string, error: unknown): void {
  logger.error(`refunds: Stripe refused the refund of submission ${submissionId}`, {
    submissionId,
    error: String(error),
  });
}
