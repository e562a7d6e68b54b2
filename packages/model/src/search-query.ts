import type { Query, SearchOptions } from 'minisearch';
import type { SearchTerm } from './search-words';

/**
 * How one typed word is looked up in the forgiving search's index (listing-search.ts): typo
 * allowance, word beginnings, the typed form and swapped letters. Words come from searchTerms
 * (search-words.ts), already read: MiniSearch must not read them again.
 */

/** Title over brand over description (docs/product-rules.md#search). */
export const FIELD_BOOST = { title: 4, brand_name: 2, description: 1 } as const;

/**
 * Words of 4 or 5 letters forgive one typo, longer ones two, as Elasticsearch's AUTO fuzziness
 * does (two for 'hodie' would also find 'home'). Shorter words, and words with digits (a year, a
 * code: '2025' is not '2024'), must be typed right.
 */
export function typosForgiven(word: string): number {
  if (/\d/.test(word) || word.length < 4) return 0;
  return word.length >= 6 ? 2 : 1;
}

/** Options of every lookup; each index adds the boost of its fields. */
export const LOOKUP_OPTIONS: SearchOptions = {
  tokenize: (word) => [word],
  processTerm: (word) => word,
  combineWith: 'OR',
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => typosForgiven(term),
  weights: { fuzzy: 0.4, prefix: 0.6 },
};

/** A swapped spelling counts for less than the word itself ('diary' is not 'dairy'). */
const SWAP_WEIGHT = 0.4;

/**
 * The word with two neighbouring letters swapped, each way ('cvoer' → 'cover'): the typo a
 * one-edit allowance misses (Elasticsearch counts a swap as one edit; MiniSearch as two). Only
 * for 4 or 5 letters; longer words forgive two edits anyway.
 */
export function swappedSpellings(word: string): string[] {
  if (word.length < 4 || word.length > 5 || /\d/.test(word)) return [];
  const out: string[] = [];
  for (let i = 0; i < word.length - 1; i += 1) {
    if (word[i] === word[i + 1]) continue;
    out.push(`${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`);
  }
  return out;
}

/**
 * One typed word's lookup: as stored (typos, beginnings), as typed when that differs (a typo in
 * a plural: 'nimubs' is nearer 'nimbus' than its singular 'nimub' is) or, for less, a swapped
 * spelling. `boost`: the fields of the index asked.
 */
export function termQuery({ word, typed }: SearchTerm, boost: Record<string, number>): Query {
  const alternatives: Query[] = [word];
  if (typed !== word && !/\d/.test(typed)) alternatives.push(typed);
  const swaps = swappedSpellings(word);
  if (swaps.length > 0) {
    const weak = Object.fromEntries(Object.entries(boost).map(([f, b]) => [f, b * SWAP_WEIGHT]));
    alternatives.push({ queries: swaps, boost: weak, prefix: false, fuzzy: false });
  }
  return { queries: alternatives, boost };
}
