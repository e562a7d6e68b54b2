import { LIMITS } from './constants';

/** A listing slug (functions/src/admin/slug.ts makes them from titles). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a route parameter can name a listing at all (else: not found, without a read). */
export function isListingSlug(value: string): boolean {
  return value.length <= LIMITS.slug && SLUG_PATTERN.test(value);
}

/**
 * Old slugs stay permanent redirects: when a moderator's edit changes a listing's slug, the old
 * one is kept as `slug_redirects/{oldSlug}` with `slug` (a field too, so a range of slugs can be
 * queried) and `listing_id`, read by the listing page (301) and the storefront app, and
 * reserved so no other listing takes it.
 */
export const SLUG_REDIRECTS_COLLECTION = 'slug_redirects';
