import {
  featuredFirst,
  filterKeyOf,
  filterMatcher,
  nearestFirst,
  rankBySearch,
  type DirectoryFilters,
  type DirectoryRow,
  type FilterKey,
  type NearFilter,
} from '@swagdrop/model';
import { withPageFeaturedOrder } from '../../../lib/directory/page-order';

export interface ListingGroups {
  featured: DirectoryRow[];
  regular: DirectoryRow[];
  /** With a place set: miles to each local listing within the distance ('12 mi away'). */
  miles?: ReadonlyMap<DirectoryRow, number>;
}

/**
 * Directory order (docs/product-rules.md#directory), computed once per bundle: featured in random
 * order (stable while the visitor types), the rest newest first. Filtering then keeps this order.
 */
export function orderListings(rows: readonly DirectoryRow[]): ListingGroups {
  const { featured, regular } = featuredFirst(rows);
  return { featured: withPageFeaturedOrder(rows, featured), regular };
}

/** Each row's lowercased filter fields, made on its first filtering and kept with the row. */
const filterKeys = new WeakMap<DirectoryRow, FilterKey>();
function keyOf(row: DirectoryRow): FilterKey {
  let key = filterKeys.get(row);
  if (key === undefined) {
    key = filterKeyOf(row);
    filterKeys.set(row, key);
  }
  return key;
}

/**
 * Makes every row's key while the browser is idle after the directory arrives, so the first
 * keystroke over 10,000 listings does not pay for lowercasing them all.
 */
function warmKeys(groups: ListingGroups): void {
  if (typeof requestIdleCallback !== 'function') return;
  const rows = [...groups.featured, ...groups.regular];
  let next = 0;
  const work = (deadline: IdleDeadline) => {
    while (next < rows.length && deadline.timeRemaining() > 1) keyOf(rows[next++] as DirectoryRow);
    if (next < rows.length) requestIdleCallback(work);
  };
  requestIdleCallback(work);
}

/** Relevance by listing id from the forgiving search (lib/search/use-listing-search.ts). */
export type SearchScores = ReadonlyMap<string, number>;

/**
 * The shared filter rule (docs/product-rules.md#directory) over both groups, order kept. With a
 * place (`near`) the groups should come from orderNear, whose distances the result keeps. With
 * the forgiving search's scores (docs/search.md) a listing it found matches too, and both
 * sections list the most relevant first.
 */
export function filterGroups(
  groups: ListingGroups,
  filters: DirectoryFilters,
  near: NearFilter | null = null,
  scores: SearchScores | null = null,
): ListingGroups {
  const active = filters.city.trim() || filters.search.trim() || filters.category;
  if (!active) return groups;
  const matches = filterMatcher(filters, near);
  const keep = scores
    ? (row: DirectoryRow) => matches(keyOf(row), scores.has(row.id))
    : (row: DirectoryRow) => matches(keyOf(row));
  const featured = groups.featured.filter(keep);
  const regular = groups.regular.filter(keep);
  const ranked = scores !== null && filters.search.trim() !== '';
  return {
    featured: ranked ? rankBySearch(featured, scores) : featured,
    regular: ranked ? rankBySearch(regular, scores) : regular,
    ...(near && groups.miles ? { miles: groups.miles } : {}),
  };
}

/**
 * Both groups for one place (docs/product-rules.md#places): Featured keeps its random order,
 * More Swag lists local listings nearest first, then nationwide newest first; with the miles to
 * every local listing within the distance.
 */
export function orderNear(groups: ListingGroups, near: NearFilter): ListingGroups {
  const featured = nearestFirst(groups.featured, near);
  const regular = nearestFirst(groups.regular, near);
  return {
    featured: groups.featured,
    regular: regular.ordered,
    miles: new Map([...featured.miles, ...regular.miles]),
  };
}

const nearKey = (near: NearFilter | null) =>
  near ? `${near.place.lat},${near.place.lng},${near.within}` : '';

/**
 * Filters one bundle's groups, narrowing the previous result when the visitor extends the
 * search text with the same city, place and category (every match of "tee" contains "te").
 * City containment works both ways, so only the search text narrows like this, and only under
 * the exact rule: a forgiving search may find for "hodi" what it did not for "hod". Ordering by
 * distance is done once per place and distance, not per keystroke.
 */
export function createFilterer(groups: ListingGroups) {
  warmKeys(groups);
  let ordered = { key: '', groups };
  let last: { filters: DirectoryFilters; needle: string; near: string; result: ListingGroups };
  let hasLast = false;
  return (
    filters: DirectoryFilters,
    near: NearFilter | null = null,
    scores: SearchScores | null = null,
  ): ListingGroups => {
    const needle = filters.search.trim().toLowerCase();
    const key = nearKey(near);
    if (ordered.key !== key) ordered = { key, groups: near ? orderNear(groups, near) : groups };
    const narrows =
      scores === null &&
      hasLast &&
      last.needle !== '' &&
      needle.startsWith(last.needle) &&
      last.near === key &&
      last.filters.city === filters.city &&
      last.filters.category === filters.category;
    const base = narrows ? last.result : ordered.groups;
    const result = filterGroups(base, filters, near, scores);
    last = { filters, needle, near: key, result };
    hasLast = true;
    return result;
  };
}

/**
 * The first `limit` results across both sections: only a window is rendered, so a keystroke
 * re-renders a few dozen cards whatever the number of matches.
 */
export function windowGroups(groups: ListingGroups, limit: number): ListingGroups {
  const featured = groups.featured.slice(0, limit);
  const regular = groups.regular.slice(0, Math.max(0, limit - featured.length));
  return { featured, regular, ...(groups.miles ? { miles: groups.miles } : {}) };
}
