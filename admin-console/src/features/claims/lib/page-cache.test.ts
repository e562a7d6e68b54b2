import { describe, expect, it } from 'vitest';
import { cachedPage, pageCacheFor, type FetchPage } from './page-cache';

/** A log newest first, paged by start-after index, that counts the queries it answers. */
function log(size: number, pageSize: number) {
  const entries = Array.from({ length: size }, (_, i) => `claim ${size - i}`);
  const queries: (number | null)[] = [];
  const fetchPage: FetchPage<string, number> = (after) => {
    queries.push(after);
    const start = after === null ? 0 : after + 1;
    const rows = entries.slice(start, start + pageSize);
    const last = start + rows.length - 1;
    return Promise.resolve({ rows, next: rows.length === pageSize ? last : null });
  };
  const addAtTop = (entry: string) => entries.unshift(entry);
  return { fetchPage, queries, addAtTop };
}

const MINUTE = 60_000;

describe('claims page cache', () => {
  it('walks to a page once and then serves every page it read from memory', async () => {
    const { fetchPage, queries } = log(100, 25);
    const cache = pageCacheFor<string, number>(null, 'k', 0, MINUTE);
    expect((await cachedPage(cache, 2, fetchPage)).rows[0]).toBe('claim 50');
    expect(queries).toEqual([null, 24, 49]);
    await cachedPage(cache, 1, fetchPage);
    await cachedPage(cache, 2, fetchPage);
    expect(queries).toHaveLength(3);
  });

  it('after a minute reads a page again with one query from its cursor', async () => {
    const { fetchPage, queries, addAtTop } = log(200, 25);
    let cache = pageCacheFor<string, number>(null, 'k', 0, MINUTE);
    await cachedPage(cache, 5, fetchPage);
    expect(queries).toHaveLength(6);
    addAtTop('claim new');

    expect(pageCacheFor(cache, 'k', MINUTE, MINUTE)).toBe(cache);
    cache = pageCacheFor(cache, 'k', MINUTE + 1, MINUTE);
    const page5 = await cachedPage(cache, 5, fetchPage);
    expect(queries).toHaveLength(7);
    expect(page5.rows).toHaveLength(25);
    // The first page is read again and shows what arrived meanwhile.
    expect((await cachedPage(cache, 0, fetchPage)).rows[0]).toBe('claim new');
  });

  it('starts over for another search or page size', async () => {
    const { fetchPage, queries } = log(100, 25);
    const cache = pageCacheFor<string, number>(null, '25|', 0, MINUTE);
    await cachedPage(cache, 1, fetchPage);
    const other = pageCacheFor(cache, '25|tee', 1, MINUTE);
    expect(other.cursors.size).toBe(0);
    await cachedPage(other, 1, fetchPage);
    expect(queries).toEqual([null, 24, null, 24]);
  });

  it('has no page after the last, and reads a failed page again', async () => {
    const { fetchPage, queries } = log(30, 25);
    const cache = pageCacheFor<string, number>(null, 'k', 0, MINUTE);
    expect((await cachedPage(cache, 1, fetchPage)).rows).toEqual([
      'claim 5',
      'claim 4',
      'claim 3',
      'claim 2',
      'claim 1',
    ]);
    expect(await cachedPage(cache, 2, fetchPage)).toEqual({ rows: [], next: null });
    expect(queries).toHaveLength(2);

    let failing = true;
    const flaky: FetchPage<string, number> = (after) =>
      failing ? Promise.reject(new Error('unavailable')) : fetchPage(after);
    const fresh = pageCacheFor<string, number>(null, 'k2', 0, MINUTE);
    await expect(cachedPage(fresh, 0, flaky)).rejects.toThrow('unavailable');
    failing = false;
    expect((await cachedPage(fresh, 0, flaky)).rows[0]).toBe('claim 30');
  });
});
