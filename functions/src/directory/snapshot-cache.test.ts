import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DirectoryCache, buildSnapshot } from './snapshot-cache';
import { fakeSource, row } from './snapshot-cache.test-support';

describe('buildSnapshot', () => {
  it('orders rows newest first and gzips the same JSON', () => {
    const snapshot = buildSnapshot(7, [row('old', 1), row('new', 2)]);
    expect(snapshot.rows.map((r) => r.id)).toEqual(['new', 'old']);
    expect(JSON.parse(snapshot.json)).toMatchObject({ version: 7, count: 2 });
    expect(gunzipSync(snapshot.gzip).toString()).toBe(snapshot.json);
    expect(snapshot.etag).toMatch(/^"v7-2-[0-9a-f]{10}"$/);
  });

  it('leaves out listings whose end has passed or that are marked expired', () => {
    const rows = [
      { ...row('ended', 1), expires_at: 1_000 },
      { ...row('marked', 2), expired: true },
      { ...row('running', 3), expires_at: 5_000 },
      row('open-ended', 4),
    ];
    const snapshot = buildSnapshot(7, rows, 2_000);
    expect(snapshot.rows.map((r) => r.id)).toEqual(['open-ended', 'running']);
    expect(JSON.parse(snapshot.json)).toMatchObject({ count: 2 });
    expect(snapshot.staleAt).toBe(5_000);
  });
});

describe('DirectoryCache', () => {
  it('drops a listing from the held version once its end passes, without reading again', async () => {
    let now = 1_000;
    const { state, source } = fakeSource(5, [{ ...row('a', 1), expires_at: 3_000 }, row('b', 2)]);
    const cache = new DirectoryCache(source, { freshForMs: 5_000, now: () => now });
    expect((await cache.get(5)).snapshot.rows.map((r) => r.id)).toEqual(['b', 'a']);
    now = 3_000;
    const later = await cache.get(5);
    expect(later.snapshot.rows.map((r) => r.id)).toEqual(['b']);
    expect(later.reads).toBe(0);
    expect(later.snapshot.etag).toMatch(/^"v5-1-/);
    expect(state.rowReads).toBe(1);
  });

  it('reads the meta version and every listing once, then answers from memory', async () => {
    const { state, source } = fakeSource(5, [row('a', 1), row('b', 2), row('c', 3)]);
    const cache = new DirectoryCache(source);

    const first = await cache.get(5);
    expect(first.reads).toBe(1 + 3);
    expect(first.snapshot.version).toBe(5);

    const again = await cache.get(5);
    expect(again.reads).toBe(0);
    // An older version is served the newer bundle: it contains everything the caller expects.
    expect((await cache.get(3)).reads).toBe(0);
    expect(state.rowReads).toBe(1);
  });

  it('applies a newer version from its changes: the meta, the entry and the listing', async () => {
    const { state, source, write } = fakeSource(5, [row('a', 1), row('x', 0), row('y', 0)]);
    const cache = new DirectoryCache(source);
    await cache.get(5);

    write('b', row('b', 2));
    const answer = await cache.get(6);
    expect(answer.snapshot.version).toBe(6);
    expect(answer.snapshot.rows.map((r) => r.id)).toEqual(['b', 'a', 'x', 'y']);
    expect(answer.reads).toBe(1 + 1 + 1);
    expect(state.rowReads).toBe(1);
  });

  it('costs one read, not a rebuild, for a version nobody wrote', async () => {
    const { state, source } = fakeSource(5, [row('a', 1)]);
    const cache = new DirectoryCache(source);
    await cache.get(5);
    const bogus = await cache.get(9_999);
    expect(bogus.snapshot.version).toBe(5);
    expect(bogus.reads).toBe(1);
    expect(state.rowReads).toBe(1);
  });

  it('counts an empty collection as one read', async () => {
    const { source } = fakeSource(0, []);
    const answer = await new DirectoryCache(source).get(null);
    expect(answer.reads).toBe(2);
    expect(answer.snapshot.rows).toEqual([]);
  });

  it('lets unversioned callers reuse a recently checked bundle, then checks again', async () => {
    let now = 1_000;
    const { source, write } = fakeSource(5, [row('a', 1)]);
    const cache = new DirectoryCache(source, { freshForMs: 5_000, now: () => now });
    expect((await cache.get(null)).reads).toBe(2);
    now += 4_000;
    expect((await cache.get(null)).reads).toBe(0);
    now += 2_000;
    write('a', { ...row('a', 1), title: 'Renamed' });
    const later = await cache.get(null);
    expect(later.reads).toBe(1 + 1 + 1);
    expect(later.snapshot.version).toBe(6);
    expect(later.snapshot.rows[0]?.title).toBe('Renamed');
  });

  it('shares one rebuild between concurrent requests', async () => {
    const { state, source } = fakeSource(5, [row('a', 1), row('b', 2)]);
    const cache = new DirectoryCache(source);
    const answers = await Promise.all([cache.get(5), cache.get(5), cache.get(null)]);
    expect(state.rowReads).toBe(1);
    expect(answers.map((a) => a.reads).reduce((s, n) => s + n, 0)).toBe(1 + 2);
  });
});
