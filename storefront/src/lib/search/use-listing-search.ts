import { useEffect, useMemo, useState } from 'react';
import type { DirectoryRow } from '@swagdrop/model';
import type { ListingSearch } from '@swagdrop/model/listing-search';

let loading: Promise<ListingSearch> | undefined;

/**
 * The forgiving search's code (MiniSearch and the model's reading of words, about 7 KB gzip):
 * a chunk no first route imports, fetched when the visitor first uses the search box.
 */
export function loadListingSearch(): Promise<ListingSearch> {
  loading ??= import('@swagdrop/model/listing-search')
    .then(({ createListingSearch }) => createListingSearch())
    .catch((error: unknown) => {
      // A failed chunk load (offline) may succeed on the next use.
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The search's scores, or null when it fails (the directory then uses the exact rule). */
function searchOrNull(engine: ListingSearch, text: string): ReadonlyMap<string, number> | null {
  try {
    return engine.search(text);
  } catch (error) {
    console.warn('search failed', error);
    return null;
  }
}

export interface ListingSearchResult {
  /** Relevance by listing id; null: the exact text rule alone (no text, or code loading). */
  scores: ReadonlyMap<string, number> | null;
  /** The results are final for this text: every field of every listing was searched. */
  complete: boolean;
}

/**
 * The search seam (docs/search.md): the one function the directory asks for the listings a
 * search text finds, as relevance by listing id. No scores while the code is loading: the
 * directory then uses the exact rule alone, and re-ranks when they arrive. A search server would
 * answer here instead, behind the same shape.
 *
 * `wanted`: the visitor is using the search box (focused, or text typed or in the URL); the
 * code loads and the index is built then, not for every visit.
 */
export function useListingSearch(
  rows: readonly DirectoryRow[] | null,
  text: string,
  wanted: boolean,
): ListingSearchResult {
  const [engine, setEngine] = useState<ListingSearch | null>(null);
  const needed = wanted || text.trim() !== '';
  useEffect(() => {
    if (!needed || engine) return;
    let live = true;
    loadListingSearch().then(
      (next) => {
        if (live) setEngine(next);
      },
      // Without the search code the exact rule still finds what the spec promises.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, engine]);
  const indexed = useIndexedRows(engine, rows);
  const scores = useMemo(
    () => (engine && indexed && text.trim() !== '' ? searchOrNull(engine, text) : null),
    // A new `indexed` (rows or descriptions added) runs the search again.
    [engine, indexed, text],
  );
  const complete = indexed !== null && indexed.complete && indexed.rows === rows;
  return { scores, complete: text.trim() === '' || (scores !== null && complete) };
}

/** What the index holds: the rows it was last brought up to date with, and whether with descriptions. */
interface IndexedRows {
  rows: readonly DirectoryRow[];
  complete: boolean;
}

/**
 * Keeps the index up to date with the live directory, after each render that changed it (never
 * while rendering: a render React discards must not change the index). Titles and brands are
 * searchable at once; descriptions follow in slices, and the state changes again then.
 */
function useIndexedRows(
  engine: ListingSearch | null,
  rows: readonly DirectoryRow[] | null,
): IndexedRows | null {
  const [indexed, setIndexed] = useState<IndexedRows | null>(null);
  useEffect(() => {
    if (!engine || !rows) return;
    let descriptions: Promise<void>;
    try {
      descriptions = engine.sync(rows);
    } catch (error) {
      // A search that cannot index must not break the directory: the exact rule answers.
      console.warn('search index not updated', error);
      return;
    }
    const complete = !engine.pending;
    setIndexed({ rows, complete });
    if (complete) return;
    let live = true;
    descriptions.then(
      () => {
        if (live) setIndexed({ rows, complete: true });
      },
      // Descriptions that failed to index leave titles and brands searchable.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [engine, rows]);
  return indexed;
}
