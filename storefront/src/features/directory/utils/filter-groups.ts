import {
  featuredFirst,
  matchesCategory,
  matchesCity,
  matchesSearch,
  type DirectoryFilters,
  type DirectoryRow,
} from '@swagdrop/shared-ui/model';

export interface ListingGroups {
  featured: DirectoryRow[];
  regular: DirectoryRow[];
}

/**
 * Spec §2 order, computed once per bundle: featured in random order (stable while the visitor
 * types), the rest newest first. Filtering then keeps this order.
 */
export function orderListings(rows: readonly DirectoryRow[]): ListingGroups {
  return featuredFirst(rows);
}

const SEPARATOR = '\u0000';
const haystacks = new WeakMap<DirectoryRow, string>();

/**
 * The shared text rule (spec §5: case-insensitive over title, brand and description) against
 * fields lowercased once per listing instead of on every keystroke. A needle without the
 * separator matches the joined text exactly when it matches one of the fields.
 */
function matchesSearchIndexed(row: DirectoryRow, needle: string): boolean {
  if (needle === '') return true;
  if (needle.includes(SEPARATOR)) return matchesSearch(row, needle);
  let haystack = haystacks.get(row);
  if (haystack === undefined) {
    haystack = [row.title, row.brand_name, row.description].join(SEPARATOR).toLowerCase();
    haystacks.set(row, haystack);
  }
  return haystack.includes(needle);
}

function matches(row: DirectoryRow, filters: DirectoryFilters, needle: string): boolean {
  return (
    matchesCategory(row, filters.category) &&
    matchesCity(row, filters.city) &&
    matchesSearchIndexed(row, needle)
  );
}

function filterWith(groups: ListingGroups, filters: DirectoryFilters): ListingGroups {
  const needle = filters.search.trim().toLowerCase();
  return {
    featured: groups.featured.filter((row) => matches(row, filters, needle)),
    regular: groups.regular.filter((row) => matches(row, filters, needle)),
  };
}

export function filterGroups(groups: ListingGroups, filters: DirectoryFilters): ListingGroups {
  const active = filters.city.trim() || filters.search.trim() || filters.category;
  return active ? filterWith(groups, filters) : groups;
}

/**
 * Filters one bundle's groups, narrowing the previous result when the visitor extends the
 * search text with the same city and category (every match of "tee" contains "te"). City
 * containment works both ways, so only the search text narrows like this.
 */
export function createFilterer(groups: ListingGroups) {
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
