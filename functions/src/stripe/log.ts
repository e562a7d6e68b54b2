import { logger } from 'firebase-functions';

/** Named log lines of the Stripe code, so each situation reads the same wherever it occurs. */

/**
 * An event rendered with another API version than the one pinned in events.ts (for example an
 * endpoint created with the account default). It is still handled: the handlers act on objects
 * re-read through our pinned client, not on the payload.
 */
export function logApiVersionMismatch(
  eventId: string,
  eventVersion: string | null,
  pinned: string,
) {
  logger.warn(
    `stripeWebhook: event ${eventId} has API version ${eventVersion ?? 'none'}, pinned ${pinned}`,
    {
      eventId,
      eventVersion,
      pinned,
    },
  );
}

export function logSignatureRejected(error: unknown): void {
  logger.warn('stripeWebhook: signature verification failed', String(error));
}

export function logWebhookFailure(eventType: string, eventId: string, error: unknown): void {
  logger.error(`stripeWebhook: ${eventType} ${eventId} failed`, error);
}

/** A completed payment-mode session that is not a listing fee our checkout created. */
export function logForeignSession(sessionId: string, reason: string): void {
  logger.warn(`stripeWebhook: session ${sessionId} is not a listing fee of ours (${reason})`, {
    sessionId,
    reason,
  });
}

export function logUnknownUser(subscriptionId: string): void {
  logger.warn(`stripeWebhook: no SwagDrop user for subscription ${subscriptionId}`);
}

export function logStripeRefused(functionName: string, error: unknown): void {
  logger.error(`${functionName}: Stripe refused the request`, error);
}

/** A browser-facing Stripe HTTP function failed for a reason it did not describe (answered 500). */
export function logEndpointFailed(functionName: string, error: unknown): void {
  logger.error(`${functionName} failed`, error);
}
