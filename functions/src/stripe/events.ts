/**
 * What the webhook endpoint must be registered with, in one place: the setup command
 * (`npm run stripe:setup`) creates the endpoint from these, and the webhook's handler table is
 * typed by them, so the two cannot drift. No Firebase imports: scripts import this file.
 */

/**
 * Pinned explicitly (not the account default) so webhook payloads and API responses keep the
 * shape this code was written against; bump it together with the `stripe` package.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

/** The events SwagDrop acts on; the endpoint is registered for exactly these. */
export const WEBHOOK_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.closed',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
