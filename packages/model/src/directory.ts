import { isListedInDirectory } from './directory-changes';
import { isListingFeatured } from './listing-term';
import { isSafeHttpUrl } from './url';
import { isListingAllClaimed, storedQuantity } from './stock-rules';
import { placeFromStored, type Place } from './places';
import type { TargetScope } from './statuses';

/**
 * The public directory summary (docs/architecture.md#directory-view): a server-maintained
 * `directory/meta` document whose `version` changes on every listing write, and one JSON bundle per
 * version with the card and detail fields of every listing. Browsers read one document per view at
 * any listing count.
 */
export const DIRECTORY_META_PATH = { collection: 'directory', doc: 'meta' } as const;
export const DIRECTORY_FUNCTION = 'directoryData';
/** Firestore document reads the function made for one response (0 when served from memory). */
export const DIRECTORY_READS_HEADER = 'X-Directory-Reads';
/**
 * How long a function instance trusts the directory version it last read for a request that
 * names none (one document read per instance and window, whatever the listing count).
 */
export const DIRECTORY_VERSION_CHECK_MS = 5_000;

/** One listing as the directory, the home page and the cards need it. */
export interface DirectoryRow {
  id: string;
  slug: string;
  title: string;
  brand_name: string;
  description: string;
  category: string;
  image_url: string;
  /** Featured in the directory: by a moderator or by the brand's plan (isListingFeatured). */
  is_featured: boolean;
  coupon_code: string | null;
  free_shipping: boolean;
  target_scope: TargetScope;
  target_location: string | null;
  /** The place a local listing targets (places.ts); null for nationwide or an unlisted town. */
  target_place: Place | null;
  /** Epoch milliseconds. */
  created_at: number;
  /** Epoch milliseconds (sitemap lastmod); equals created_at when never edited. */
  updated_at: number;
  /** Epoch milliseconds the listing's term ends; null = no end (listing-term.ts). */
  expires_at: number | null;
  expired: boolean;
  /** How many people can claim it; null = no limit (what is left is read live, stock.ts). */
  quantity: number | null;
  /** Nothing left (stock.ts): kept out of the bundle, the home page and the sitemap. */
  all_claimed: boolean;
}

export interface DirectoryBundle {
  version: number;
  count: number;
  listings: DirectoryRow[];
}

interface TimestampLike {
  seconds: number;
  nanoseconds: number;
}

function isTimestampLike(value: unknown): value is TimestampLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as TimestampLike).seconds === 'number' &&
    typeof (value as TimestampLike).nanoseconds === 'number'
  );
}

/**
 * A directory version from the meta document's server timestamp, in microseconds. Firestore
 * commit times of one document strictly increase, so versions are monotonic even when the
 * summary is rebuilt from scratch, and fit in a double (2^53 µs is ~285 years).
 */
export function versionFromTimestamp(value: unknown): number {
  if (!isTimestampLike(value)) return 0;
  return value.seconds * 1_000_000 + Math.floor(value.nanoseconds / 1000);
}

function millis(value: unknown): number {
  if (isTimestampLike(value)) return value.seconds * 1000 + Math.floor(value.nanoseconds / 1e6);
  if (value instanceof Date) return value.getTime();
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * A stored listing document as a directory row. Defensive on purpose: the bundle is built from
 * whatever is stored, so a malformed field becomes an empty value instead of breaking every
 * visitor's directory, and only http(s) image URLs pass.
 */
export function toDirectoryRow(id: string, data: Record<string, unknown>): DirectoryRow {
  const created = millis(data.created_at);
  const imageUrl = text(data.image_url);
  const scope: TargetScope = data.target_scope === 'local' ? 'local' : 'nationwide';
  return {
    id,
    slug: text(data.slug),
    title: text(data.title),
    brand_name: text(data.brand_name),
    description: text(data.description),
    category: text(data.category),
    image_url: isSafeHttpUrl(imageUrl) ? imageUrl : '',
    is_featured: isListingFeatured(data),
    coupon_code: optionalText(data.coupon_code),
    free_shipping: data.free_shipping === true,
    target_scope: scope,
    target_location: scope === 'local' ? optionalText(data.target_location) : null,
    target_place: scope === 'local' ? placeFromStored(data.target_place) : null,
    created_at: created,
    updated_at: millis(data.updated_at) || created,
    expires_at: millis(data.expires_at) || null,
    expired: data.expired === true,
    quantity: storedQuantity(data.quantity),
    all_claimed: isListingAllClaimed(data),
  };
}

/** Listing fields the bundle is built from (a projection: the claim URL is not shipped). */
export const DIRECTORY_FIELDS = [
  'slug',
  'title',
  'brand_name',
  'description',
  'category',
  'image_url',
  'is_featured',
  'plan_featured',
  'coupon_code',
  'free_shipping',
  'target_scope',
  'target_location',
  'target_place',
  'created_at',
  'updated_at',
  'expires_at',
  'expired',
  'quantity',
  'all_claimed',
] as const;

/**
 * Parses a bundle received over HTTP; anything else is rejected rather than half-shown. A
 * bundle a cache kept past a listing's end still drops that listing (isListedInDirectory).
 */
export function parseDirectoryBundle(value: unknown, now: number = Date.now()): DirectoryBundle {
  const body = value as Partial<DirectoryBundle> | null;
  if (
    typeof body !== 'object' ||
    body === null ||
    typeof body.version !== 'number' ||
    !Array.isArray(body.listings)
  ) {
    throw new Error('Malformed directory data');
  }
  const listings = body.listings.filter((row: DirectoryRow) => isListedInDirectory(row, now));
  return { version: body.version, count: listings.length, listings };
}
