import { newestFirst, type FilterableListing, type NearFilter } from './filter';
import { distanceMiles } from './places';

export interface NearOrder<T> {
  /** Local listings with a place nearest first, then local ones matched by text, then nationwide. */
  ordered: T[];
  /** Miles to each local listing within the distance: what its card shows ('12 mi away'). */
  miles: Map<T, number>;
}

/**
 * More Swag's order with a place set (docs/product-rules.md#places): local listings within the
 * distance nearest first (equal distances newest first), local listings without a place newest
 * first, then nationwide newest first. Listings beyond the distance go last: the filter drops
 * them, and keeping them lets one ordering serve every keystroke for the same place.
 */
export function nearestFirst<T extends FilterableListing>(
  listings: readonly T[],
  near: NearFilter,
): NearOrder<T> {
  const placed: { row: T; miles: number }[] = [];
  const unplaced: T[] = [];
  const nationwide: T[] = [];
  for (const row of newestFirst(listings)) {
    if (row.target_scope === 'nationwide') nationwide.push(row);
    else if (row.target_place)
      placed.push({ row, miles: distanceMiles(near.place, row.target_place) });
    else unplaced.push(row);
  }
  // Array.prototype.sort is stable: equal distances keep newest first.
  placed.sort((a, b) => a.miles - b.miles);
  const miles = new Map<T, number>();
  const within: T[] = [];
  const beyond: T[] = [];
  for (const entry of placed) {
    if (entry.miles <= near.within) {
      within.push(entry.row);
      miles.set(entry.row, entry.miles);
    } else beyond.push(entry.row);
  }
  return { ordered: [...within, ...unplaced, ...nationwide, ...beyond], miles };
}
