import MiniSearch from 'minisearch';
import { FIELD_BOOST, LOOKUP_OPTIONS, termQuery } from './search-query';
import { searchTerms, searchWords, type SearchTerm } from './search-words';

/**
 * The forgiving search (docs/search.md): an in-memory index over title, brand and description
 * that tolerates typos, matches word beginnings and knows swag synonyms (search-words.ts), and
 * ranks title over brand over description. MiniSearch keeps the index; this module decides how
 * listings and queries are read and scored. The directory adds the spec's exact rule on top
 * (filter.ts), so every listing that rule matches is still found.
 *
 * Two indexes: titles and brands (a few words per listing: built at once on the first search),
 * and descriptions (most of the words: built in slices after it, so a first keystroke does not
 * wait for them). Until the descriptions are in, a search looks at titles and brands.
 */

export interface SearchableListing {
  id: string;
  title: string;
  brand_name: string;
  description: string;
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

const NAME_BOOST = { title: FIELD_BOOST.title, brand_name: FIELD_BOOST.brand_name };
const DESCRIPTION_BOOST = { description: FIELD_BOOST.description };
/** Descriptions indexed per slice while the visitor may be typing (a few ms each). */
const DESCRIPTION_SLICE = 500;

const newIndex = (fields: string[]) =>
  new MiniSearch<SearchableListing>({
    fields,
    tokenize: (text, field) => (field === 'title' ? titleWords(text) : searchWords(text)),
    processTerm: (term) => term,
  });

/** How well a field matches, title over brand over description (docs/product-rules.md#search). */
const FIELD_RANK: Record<string, number> = { title: 3, brand_name: 2, description: 1 };

/**
 * One word's relevance per listing id in one index, as a small whole number: the best field it
 * matched in, and whether as typed (2 per field rank) or by a typo, a beginning or a swap (one
 * less). Whole numbers tie often on purpose: ties keep the directory's own order (nearest, then
 * newest), so a search does not shuffle listings that match equally well.
 */
function lookup(
  index: MiniSearch<SearchableListing>,
  term: SearchTerm,
  boost: Record<string, number>,
) {
  const found = new Map<string, number>();
  for (const result of index.search(termQuery(term, boost), LOOKUP_OPTIONS)) {
    let best = 0;
    for (const [matched, fields] of Object.entries(result.match)) {
      const exact = matched === term.word || matched === term.typed;
      for (const field of fields)
        best = Math.max(best, (FIELD_RANK[field] ?? 0) * 2 - (exact ? 0 : 1));
    }
    found.set(String(result.id), best);
  }
  return found;
}

export interface ListingSearch {
  /** How many listings the index holds. */
  readonly size: number;
  /**
   * Brings the index up to date with the directory's rows: adds new ones, re-reads changed ones,
   * drops gone ones (unchanged rows cost a string comparison). Titles and brands are searchable
   * on return; the promise settles when the descriptions are too.
   */
  sync(rows: readonly SearchableListing[]): Promise<void>;
  /** True while descriptions are still being indexed. */
  readonly pending: boolean;
  /** Relevance by listing id for a text (higher is better); empty for a blank text. */
  search(text: string): ReadonlyMap<string, number>;
}

const textOf = (row: SearchableListing) => `${row.title}\n${row.brand_name}\n${row.description}`;

export function createListingSearch(): ListingSearch {
  const names = newIndex(['title', 'brand_name']);
  const descriptions = newIndex(['description']);
  /** The text each indexed id was read from: a row whose text is unchanged is not re-read. */
  const indexed = new Map<string, string>();
  /** Description work, in the order syncs asked for it. */
  let queue: Promise<void> = Promise.resolve();
  let pendingSyncs = 0;

  function diff(rows: readonly SearchableListing[]) {
    const seen = new Set<string>();
    const added: SearchableListing[] = [];
    const changed: SearchableListing[] = [];
    for (const row of rows) {
      seen.add(row.id);
      const text = textOf(row);
      const before = indexed.get(row.id);
      if (before === text) continue;
      (before === undefined ? added : changed).push(row);
      indexed.set(row.id, text);
    }
    const gone = [...indexed.keys()].filter((id) => !seen.has(id));
    for (const id of gone) indexed.delete(id);
    return { added, changed, gone };
  }

  return {
    get size() {
      return indexed.size;
    },
    get pending() {
      return pendingSyncs > 0;
    },
    sync(rows) {
      const { added, changed, gone } = diff(rows);
      names.addAll(added);
      for (const row of changed) names.replace(row);
      for (const id of gone) names.discard(id);
      // Added rows first: a row can be added and changed by one sync (read twice in its rows).
      // Presence is checked, not assumed: a slice that failed leaves some rows out.
      const updateDescriptions = () => {
        for (const row of changed) {
          if (descriptions.has(row.id)) descriptions.replace(row);
          else descriptions.add(row);
        }
        for (const id of gone) if (descriptions.has(id)) descriptions.discard(id);
      };
      // A live change (a few rows) is indexed at once, so no description match blinks out.
      if (pendingSyncs === 0 && added.length <= DESCRIPTION_SLICE) {
        descriptions.addAll(added);
        updateDescriptions();
        return Promise.resolve();
      }
      pendingSyncs += 1;
      // A failed earlier job must not stop the ones after it (nor leave them counted pending).
      queue = queue
        .catch(() => undefined)
        .then(async () => {
          try {
            await descriptions.addAllAsync(added, { chunkSize: DESCRIPTION_SLICE });
            updateDescriptions();
          } finally {
            pendingSyncs -= 1;
          }
        });
      return queue;
    },
    search(text) {
      const terms = searchTerms(text);
      let result: Map<string, number> | null = null;
      // Every typed word must match, in any field: a listing stays only while each word found
      // it, and its relevance is the sum over the words.
      for (const term of terms) {
        const found = lookup(names, term, NAME_BOOST);
        if (pendingSyncs === 0) {
          for (const [id, score] of lookup(descriptions, term, DESCRIPTION_BOOST)) {
            found.set(id, Math.max(found.get(id) ?? 0, score));
          }
        }
        if (result === null) result = found;
        else {
          const previous: Map<string, number> = result;
          result = new Map();
          for (const [id, score] of found) {
            const before = previous.get(id);
            if (before !== undefined) result.set(id, before + score);
          }
        }
        if (result.size === 0) break;
      }
      return result ?? new Map();
    },
  };
}
