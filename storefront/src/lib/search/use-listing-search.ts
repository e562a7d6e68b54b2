import { useEffect, useMemo, useState } from 'react';
import type { DirectoryRow } from '@swagdrop/model';
import type { ListingSearch } from '@swagdrop/model/listing-search';

let loading: Promise<ListingSearch> | undefined;

/**
 * The forgiving search's code (MiniSearch and the model's reading of words, about 8 KB gzip):
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

/**
 * The search seam (docs/search.md): the one function the directory asks for the listings a
 * search text finds, as relevance by listing id. Null while the search is not wanted or its
 * code is still loading: the directory then uses the exact rule alone, and re-ranks when the
 * scores arrive. A search server would answer here instead, behind the same shape.
 *
 * `wanted`: the visitor is using the search box (focused, or text typed or in the URL); the
 * code loads and the index is built then, not for every visit.
 */
export function useListingSearch(
  rows: readonly DirectoryRow[] | null,
  text: string,
  wanted: boolean,
): ReadonlyMap<string, number> | null {
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
  // Syncing is idempotent (unchanged rows cost a comparison), so doing it while rendering is
  // safe; it runs once per directory bundle, when the live directory changes.
  const synced = useMemo(() => {
    if (!engine || !rows) return null;
    engine.sync(rows);
    return { engine, rows };
  }, [engine, rows]);
  return useMemo(
    () => (synced && text.trim() !== '' ? synced.engine.search(text) : null),
    [synced, text],
  );
}
