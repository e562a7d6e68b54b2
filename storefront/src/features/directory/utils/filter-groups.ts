import {
  featuredFirst,
  filterKeyOf,
  filterMatcher,
  type DirectoryFilters,
  type DirectoryRow,
  type FilterKey,
} from '@swagdrop/model';
import { withPageFeaturedOrder } from '../../../lib/directory/page-order';

export interface ListingGroups {
  featured: DirectoryRow[];
  regular: DirectoryRow[];
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

/** The shared filter rule (docs/product-rules.md#directory) over both groups, order kept. */
export function filterGroups(groups: ListingGroups, filters: DirectoryFilters): ListingGroups {
  const active = filters.city.trim() || filters.search.trim() || filters.category;
  if (!active) return groups;
  const matches = filterMatcher(filters);
  return {
    featured: groups.featured.filter((row) => matches(keyOf(row))),
    regular: groups.regular.filter((row) => matches(keyOf(row))),
  };
}

/**
 * Filters one bundle's groups, narrowing the previous result when the visitor extends the
 * search text with the same city and category (every match of "tee" contains "te"). City
 * containment works both ways, so only the search text narrows like this.
 */
export function createFilterer(groups: ListingGroups) {
  warmKeys(groups);
  let last: { filters: DirectoryFilters; needle: string; result: ListingGroups } | undefined;
  return (filters: DirectoryFilters): ListingGroups => {
    const needle = filters.search.trim().toLowerCase();
    const narrows =
      last !== undefined &&
      last.needle !== '' &&
      needle.startsWith(last.needle) &&
      last.filters.city === filters.city &&
      last.filters.category === filters.category;
    const result = filterGroups(narrows && last ? last.result : groups, filters);
    last = { filters, needle, result };
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
  return { featured, regular };
}
