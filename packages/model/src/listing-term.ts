/**
 * A listing's term and plan featuring (docs/data-model.md, "Listing term"): the one rule every
 * reader uses — the functions (bundle, sitemap, /swag/{slug}, schedule), the storefront and the
 * admin console — so a listing whose end has passed is gone everywhere at once, even before the
 * expiry schedule has marked it.
 */

/** A paid submission is live this long from approval; 'Extend' adds the same. */
const LISTING_TERM_DAYS = 90;
export const DAY_MS = 86_400_000;
export const LISTING_TERM_MS = LISTING_TERM_DAYS * DAY_MS;

/** Subscription statuses in which a plan keeps its brand's listings live (and featured). */
export const PLAN_LIVE_STATUSES: readonly string[] = ['active', 'trialing'];

export interface ListingTermFields {
  /** Epoch milliseconds; null = no end (listings entered by moderators). */
  expires_at: number | null;
  /** Set by the expiry schedule once expires_at has passed; cleared by an extension. */
  expired?: boolean;
}

/** Live = not marked expired and its end (if any) still ahead of `now`. */
export function isListingLive(listing: ListingTermFields, now: number = Date.now()): boolean {
  return listing.expired !== true && (listing.expires_at === null || listing.expires_at > now);
}

/** Featured by a moderator (is_featured) or by the brand's Featured plan (plan_featured). */
export function isListingFeatured(listing: {
  is_featured?: unknown;
  plan_featured?: unknown;
}): boolean {
  return listing.is_featured === true || listing.plan_featured === true;
}

/** A date field's YYYY-MM-DD as an end: the close of that day (UTC, as dates are shown). */
export function endOfDayMs(isoDay: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay)) return null;
  const ms = Date.parse(`${isoDay}T23:59:59.999Z`);
  return Number.isNaN(ms) ? null : ms;
}

/** A moderator's 'Extend': the term added to whichever is later, now or the current end. */
export function extendedExpiry(current: number | null, now: number): number {
  return Math.max(now, current ?? now) + LISTING_TERM_MS;
}

/**
 * Where a plan moves a listing's end: to the period end, never earlier than an end already set
 * (a moderator's extension is kept); a listing without an end keeps having none.
 */
export function planExpiry(current: number | null, periodEndMs: number): number | null {
  return current === null ? null : Math.max(current, periodEndMs);
}
