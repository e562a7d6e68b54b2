import { LIMITS } from './constants';

/**
 * Slug rule (docs/product-rules.md#listings): lowercase, every run of non-alphanumeric characters
 * becomes one hyphen, leading and trailing hyphens trimmed. Only ASCII letters and digits survive,
 * so slugs are safe in URLs and document ids.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A unique slug (docs/product-rules.md#listings): the base slug, else base-2, base-3, ... The first
 * free one among `taken` wins. An empty base (a title with no letters or digits) becomes "listing".
 */
export function uniqueSlug(title: string, taken: ReadonlySet<string>): string {
  const base = slugify(title) || 'listing';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a route parameter can name a listing at all (else: not found, without a read). */
export function isListingSlug(value: string): boolean {
  return value.length <= LIMITS.slug && SLUG_PATTERN.test(value);
}

/**
 * Old slugs stay permanent redirects: when a moderator's edit changes a listing's slug, the old
 * one is kept as `slug_redirects/{oldSlug}` (this shape), read by the listing page (301) and
 * the storefront app, and reserved so no other listing takes it.
 */
export const SLUG_REDIRECTS_COLLECTION = 'slug_redirects';
export interface SlugRedirect {
  /** The old slug (also the document id; a field so a range of slugs can be queried). */
  slug: string;
  listing_id: string;
}
