/** One page of a cursor-paged log and the start-after cursor of the page after it. */
export interface CursorPage<Row, Cursor> {
  rows: Row[];
  /** Null when this page was the last. */
  next: Cursor | null;
}

export type FetchPage<Row, Cursor> = (after: Cursor | null) => Promise<CursorPage<Row, Cursor>>;

/**
 * Pages of one (search, page size) view of a log that only grows at the top. Pages are kept
 * for `maxAgeMs`, so a moderator paging back and forth reads each page once; after that the
 * rows are read again (new entries would otherwise stay hidden), but the cursors are kept:
 * page k is one query from its known cursor, not k queries walking from the first page.
 */
export interface PageCache<Row, Cursor> {
  key: string;
  createdAt: number;
  pages: Map<number, Promise<CursorPage<Row, Cursor>>>;
  /** Start-after cursor of page k (null: there is no page k). Page 0 starts at the top. */
  cursors: Map<number, Cursor | null>;
}

/** The cache to use for `key` now: the same one, a fresh one, or an expired one's cursors. */
export function pageCacheFor<Row, Cursor>(
  current: PageCache<Row, Cursor> | null,
  key: string,
  now: number,
  maxAgeMs: number,
): PageCache<Row, Cursor> {
  if (current?.key === key && now - current.createdAt <= maxAgeMs) return current;
  const cursors = current?.key === key ? current.cursors : new Map<number, Cursor | null>();
  return { key, createdAt: now, pages: new Map(), cursors };
}

/** Start-after cursor of page `page` (> 0): known, or the end of the page before it. */
async function cursorOf<Row, Cursor>(
  cache: PageCache<Row, Cursor>,
  page: number,
  fetchPage: FetchPage<Row, Cursor>,
): Promise<Cursor | null> {
  const known = cache.cursors.get(page);
  if (known !== undefined) return known;
  return (await cachedPage(cache, page - 1, fetchPage)).next;
}

/** Page `page`: from memory, from its known cursor, or after the page before it. */
export function cachedPage<Row, Cursor>(
  cache: PageCache<Row, Cursor>,
  page: number,
  fetchPage: FetchPage<Row, Cursor>,
): Promise<CursorPage<Row, Cursor>> {
  let pending = cache.pages.get(page);
  if (pending) return pending;
  pending = (async () => {
    const after = page === 0 ? null : await cursorOf(cache, page, fetchPage);
    if (page > 0 && after === null) return { rows: [], next: null };
    const result = await fetchPage(after);
    cache.cursors.set(page + 1, result.next);
    return result;
  })();
  // A failed page is fetched again next time instead of replaying the error.
  pending.catch(() => cache.pages.delete(page));
  cache.pages.set(page, pending);
  return pending;
}
