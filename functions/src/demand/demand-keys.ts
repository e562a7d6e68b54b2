import { createHash } from 'node:crypto';
import { demandKey } from '@swagdrop/model';

/**
 * Document ids of the demand counts. Hashes keep search words (any [a-z0-9 ], up to 80
 * characters) and place labels (accents, slashes) out of ids, at a fixed length.
 */

const digest = (text: string, length: number) =>
  createHash('sha256').update(text).digest('hex').slice(0, length);

/** search_demand/{day}_{keyHash}_{shard}: the day first, so a day's counts sort together. */
export function countDocId(day: string, words: string, place: string | null, shard: number) {
  return `${day}_${digest(demandKey(day, words, place), 24)}_${shard}`;
}

/** search_demand_summary/top/places/{id}: the top list of one 'City, ST'. */
export function placeSummaryId(label: string): string {
  return digest(label, 24);
}
