import { DIRECTORY_CHANGE_RETENTION_MS } from '@swagdrop/model';

/**
 * When server bookkeeping documents may go: Firestore's TTL policies (firestore.indexes.json
 * `fieldOverrides`, field `expires_at`) delete a document some time (typically within a day)
 * after its `expires_at` has passed, so these collections do not grow forever.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * A throttle window is kept a day past its end: an expired window already counts as fresh
 * (lib/throttle.ts), so the deletion never changes a verdict, and the margin leaves a recent
 * burst visible to an operator looking into abuse.
 */
export const THROTTLE_EXPIRY_MARGIN_MS = DAY_MS;

/**
 * A processed Stripe event id is kept 30 days: Stripe retries a delivery for up to 3 days, so
 * a duplicate can only arrive long before the record goes.
 */
export const STRIPE_EVENT_RETENTION_MS = 30 * DAY_MS;

export function throttleExpiresAt(windowStartMs: number, windowSeconds: number): number {
  return windowStartMs + windowSeconds * 1000 + THROTTLE_EXPIRY_MARGIN_MS;
}

export function stripeEventExpiresAt(processedMs: number): number {
  return processedMs + STRIPE_EVENT_RETENTION_MS;
}

/**
 * A delivered mail is kept 90 days: long enough for the admin email log and a brand's "did you
 * send it?" question, short enough that the outbox does not keep addresses forever.
 */
export const DELIVERED_MAIL_RETENTION_MS = 90 * DAY_MS;

export function deliveredMailExpiresAt(deliveredMs: number): number {
  return deliveredMs + DELIVERED_MAIL_RETENTION_MS;
}

/**
 * A directory change entry is kept for the change retention (then caches and open directories
 * holding an older version get the whole bundle instead): it must outlive the longest a cache
 * or a tab may sit on one version and still be answered with changes.
 */
export function directoryChangeExpiresAt(writtenMs: number): number {
  return writtenMs + DIRECTORY_CHANGE_RETENTION_MS;
}

/**
 * A failed (or unsubscribed) mail is kept 30 days after its last attempt: long enough for a
 * moderator to see it in the email log and resend it, then the outbox lets the address go.
 */
export const FAILED_MAIL_RETENTION_MS = 30 * DAY_MS;

export function failedMailExpiresAt(lastAttemptMs: number): number {
  return lastAttemptMs + FAILED_MAIL_RETENTION_MS;
}

/** A Checkout Session record is kept 90 days: past any refund or dispute question about it. */
export const CHECKOUT_SESSION_RETENTION_MS = 90 * DAY_MS;

export function checkoutSessionExpiresAt(createdMs: number): number {
  return createdMs + CHECKOUT_SESSION_RETENTION_MS;
}

/** A newsletter sign-up nobody confirmed is kept 30 days, then the address is let go. */
export const UNCONFIRMED_SIGNUP_RETENTION_MS = 30 * DAY_MS;

export function unconfirmedSignupExpiresAt(createdMs: number): number {
  return createdMs + UNCONFIRMED_SIGNUP_RETENTION_MS;
}

/**
 * A search demand count is kept 30 days after its day: the screens look back 7 days, and the
 * rest leaves room for a longer look without keeping search words for ever.
 */
export const SEARCH_DEMAND_RETENTION_MS = 30 * DAY_MS;

const dayStartMs = (day: string) => new Date(`${day}T00:00:00.000Z`).getTime();

export function searchDemandExpiresAt(day: string): number {
  return dayStartMs(day) + SEARCH_DEMAND_RETENTION_MS;
}

/**
 * A "this visitor already counted these words today" mark matters only on its day; it goes a
 * day after the day ends.
 */
export function searchDemandSeenExpiresAt(day: string): number {
  return dayStartMs(day) + 2 * DAY_MS;
}
