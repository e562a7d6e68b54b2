import type { Category } from './categories';
import { distanceMiles, type LatLng } from './places';
import type { TargetScope } from './statuses';

/** The fields the directory filter looks at; both full listings and index rows satisfy it. */
export interface FilterableListing {
  title: string;
  brand_name: string;
  description: string;
  category: string;
  target_scope: TargetScope;
  target_location: string | null;
  /** The place a local listing targets (places.ts); absent or null: matched by its text. */
  target_place?: LatLng | null;
  is_featured: boolean;
  created_at: Date | number;
}

export interface DirectoryFilters {
  city: string;
  search: string;
  category: Category | '';
}

export const EMPTY_FILTERS: DirectoryFilters = { city: '', search: '', category: '' };

/**
 * The place the typed city resolved to (places.ts's index) and the chosen distance in miles.
 * Without one (text that names no place, or the place list still loading) the city is matched
 * as text.
 */
export interface NearFilter {
  place: LatLng;
  within: number;
  /**
   * The place's 'City, ST': a local listing without a place also matches by containment with
   * it, so 'Austin, Texas' and 'austin tx' find a listing whose text says 'Austin, TX'.
   */
  label?: string;
}

/** A listing's filter fields, lowercased once: the directory filters thousands per keystroke. */
export interface FilterKey {
  category: string;
  /** Trimmed, lowercased location of a local listing; null for a nationwide one. */
  location: string | null;
  /** A local listing's place; null for a nationwide one or a local one without a place. */
  place: LatLng | null;
  /** Title, brand and description, lowercased. */
  text: readonly string[];
}

export function filterKeyOf(listing: FilterableListing): FilterKey {
  return {
    category: listing.category,
    location:
      listing.target_scope === 'nationwide'
        ? null
        : (listing.target_location ?? '').trim().toLowerCase(),
    place: listing.target_scope === 'nationwide' ? null : (listing.target_place ?? null),
    text: [listing.title, listing.brand_name, listing.description].map((f) => f.toLowerCase()),
  };
}

/**
 * The directory filter rule (docs/product-rules.md#directory), prepared once per set of filters:
 * - category: exact, '' matches everything;
 * - location: nationwide always matches; a local listing matches when its location and the
 *   typed city contain one another (case-insensitive); an empty city matches everything, and
 *   a local listing without a location cannot be matched by a typed city;
 * - text: case-insensitive over title, brand and description.
 * With a place the city resolved to (`near`), a local listing with a place matches when it lies
 * within the distance; a local listing without one still matches by the containment rule.
 * The text rule also passes a listing the forgiving search found (the matcher's second argument).
 */
export function filterMatcher(
  filters: DirectoryFilters,
  near: NearFilter | null = null,
): (key: FilterKey, foundBySearch?: boolean) => boolean {
  const city = filters.city.trim().toLowerCase();
  const needle = filters.search.trim().toLowerCase();
  const { category } = filters;
  const label = near?.label?.trim().toLowerCase() ?? '';
  const contains = (location: string, typed: string) =>
    typed !== '' && (location.includes(typed) || typed.includes(location));
  const containment = (location: string) =>
    location !== '' && (contains(location, city) || contains(location, label));
  const cityMatches = (key: FilterKey) =>
    city === '' ||
    key.location === null ||
    (near !== null && key.place !== null
      ? distanceMiles(near.place, key.place) <= near.within
      : containment(key.location));
  // `foundBySearch`: the forgiving search (listing-search.ts) found the listing; the exact
  // text rule still finds everything it always found.
  return (key, foundBySearch = false) =>
    (category === '' || key.category === category) &&
    cityMatches(key) &&
    (needle === '' || foundBySearch || key.text.some((field) => field.includes(needle)));
}

export function matchesFilters(
  listing: FilterableListing,
  filters: DirectoryFilters,
  near: NearFilter | null = null,
): boolean {
  return filterMatcher(filters, near)(filterKeyOf(listing));
}

/**
 * Most relevant first by the forgiving search's scores (listing-search.ts), in place; listings
 * only the exact text rule found (no score) keep their order, last.
 */
export function rankBySearch<T extends { id: string }>(
  rows: T[],
  scores: ReadonlyMap<string, number>,
): T[] {
  return rows.sort((a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0));
}

function time(value: Date | number): number {
  return typeof value === 'number' ? value : value.getTime();
}

/** Newest first by created_at. */
export function newestFirst<T extends FilterableListing>(listings: readonly T[]): T[] {
  return [...listings].sort((a, b) => time(b.created_at) - time(a.created_at));
}

/** Fisher–Yates shuffle with an injectable random source, so tests can be deterministic. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Directory order (docs/product-rules.md#directory): featured listings first in random order, then
 * the rest newest first. Returned as two groups because the page shows them under separate
 * headings.
 */
export function featuredFirst<T extends FilterableListing>(
  listings: readonly T[],
  random: () => number = Math.random,
): { featured: T[]; regular: T[] } {
  return {
    featured: shuffle(
      listings.filter((l) => l.is_featured),
      random,
    ),
    regular: newestFirst(listings.filter((l) => !l.is_featured)),
  };
}
