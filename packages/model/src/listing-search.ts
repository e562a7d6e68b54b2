import MiniSearch, { type SearchOptions } from 'minisearch';
import { searchWords } from './search-words';

/**
 * The forgiving search (docs/search.md): an in-memory index over title, brand and description
 * that tolerates typos, matches word beginnings and knows swag synonyms (search-words.ts), and
 * ranks title over brand over description. MiniSearch keeps the index; this module decides how
 * listings and queries are read and scored. The directory adds the spec's exact rule on top
 * (filter.ts), so every listing that rule matches is still found.
 */

export interface SearchableListing {
  id: string;
  title: string;
  brand_name: string;
  description: string;
}

/** Title over brand over description (docs/product-rules.md#search). */
const FIELD_BOOST = { title: 4, brand_name: 2, description: 1 } as const;
const FIELDS = Object.keys(FIELD_BOOST);

/**
 * Words of 4 letters forgive one typo, of 5+ two (two letters swapped count as two);
 * shorter words must be typed right.
 */
export function typosForgiven(word: string): number {
  return word.length >= 5 ? 2 : word.length === 4 ? 1 : 0;
}

const SEARCH_OPTIONS: SearchOptions = {
  boost: FIELD_BOOST,
  // Every typed word must match (a word, its beginning or a near spelling): more words narrow.
  combineWith: 'AND',
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => typosForgiven(term),
  weights: { fuzzy: 0.4, prefix: 0.6 },
};

export interface ListingSearch {
  /** How many listings the index holds. */
  readonly size: number;
  /**
   * Brings the index up to date with the directory's rows: adds new ones, re-reads changed ones,
   * drops gone ones. Unchanged rows cost a string comparison.
   */
  sync(rows: readonly SearchableListing[]): void;
  /** Relevance by listing id for a text (higher is better); empty for a blank text. */
  search(text: string): ReadonlyMap<string, number>;
}

/**
 * A title's words and each pair of neighbours written together ('Mouse Pad' is also
 * 'mousepad'), so a visitor who types a compound finds the title that spells it apart.
 */
function titleWords(text: string): string[] {
  const words = searchWords(text);
  const pairs = words.slice(1).map((word, i) => `${words[i] as string}${word}`);
  return [...words, ...pairs];
}

const textOf = (row: SearchableListing) => `${row.title}\n${row.brand_name}\n${row.description}`;

export function createListingSearch(): ListingSearch {
  const index = new MiniSearch<SearchableListing>({
    fields: FIELDS,
    idField: 'id',
    // A query is read without a field name: its words only.
    tokenize: (text, field) => (field === 'title' ? titleWords(text) : searchWords(text)),
    // searchWords already gives the index's words.
    processTerm: (term) => term,
    searchOptions: SEARCH_OPTIONS,
  });
  /** The text each indexed id was read from: a row whose text is unchanged is not re-read. */
  const indexed = new Map<string, string>();
  return {
    get size() {
      return indexed.size;
    },
    sync(rows) {
      const seen = new Set<string>();
      const added: SearchableListing[] = [];
      for (const row of rows) {
        seen.add(row.id);
        const text = textOf(row);
        const before = indexed.get(row.id);
        if (before === text) continue;
        if (before === undefined) added.push(row);
        else index.replace(row);
        indexed.set(row.id, text);
      }
      index.addAll(added);
      for (const id of indexed.keys()) {
        if (seen.has(id)) continue;
        index.discard(id);
        indexed.delete(id);
      }
    },
    search(text) {
      if (searchWords(text).length === 0) return new Map();
      return new Map(index.search(text).map((result) => [String(result.id), result.score]));
    },
  };
}
