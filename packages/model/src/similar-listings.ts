import type { DirectoryRow } from './directory';
import { SIMILAR_LISTINGS_MAX } from './page-render';

/**
 * Similar live swag for an all-claimed listing: other listings of its category, newest first,
 * at most `max`. `rows` are listed ones only (the directory bundle, or what the page function
 * reads): the server's page and the app use this one rule, so they show the same cards.
 */
export function similarListings(
  rows: readonly DirectoryRow[],
  listing: { id: string; category: string },
  max: number = SIMILAR_LISTINGS_MAX,
): DirectoryRow[] {
  return rows
    .filter((row) => row.category === listing.category && row.id !== listing.id && !row.all_claimed)
    .sort((a, b) => b.created_at - a.created_at || (a.id < b.id ? -1 : 1))
    .slice(0, max);
}
