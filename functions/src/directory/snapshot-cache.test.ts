import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { DirectoryRow } from '@swagdrop/model';
import { DirectoryCache, buildSnapshot, type DirectorySource } from './snapshot-cache';

function row(id: string, created_at: number): DirectoryRow {
  return {
    id,
    slug: id,
    title: `Item ${id}`,
    brand_name: 'Acme',
    description: 'Free tee',
    category: 'shirts',
    image_url: 'https://example.com/a.png',
    is_featured: false,
    coupon_code: null,
    free_shipping: false,
    target_scope: 'nationwide',
    target_location: null,
    created_at,
    updated_at: created_at,
    expires_at: null,
    expired: false,
    quantity: null,
    all_claimed: false,
  };
}

/** An in-memory stand-in for Firestore that counts what the cache asks for. */
function fakeSource(initialVersion: number, initialRows: DirectoryRow[]) {
  const state = { version: initialVersion, rows: initialRows, versionReads: 0, rowReads: 0 };
  const source: DirectorySource = {
    readVersion: async () => {
      state.versionReads += 1;
      return state.version;
    },
    readRows: async () => {
      state.rowReads += 1;
      return state.rows;
    },
  };
  return { state, source };
}

describe('buildSnapshot', () => {
  it('orders rows newest first and gzips the same JSON', () => {
    const snapshot = buildSnapshot(7, [row('old', 1), row('new', 2)]);
    expect(snapshot.rows.map((r) => r.id)).toEqual(['new', 'old']);
    expect(JSON.parse(snapshot.json)).toMatchObject({ version: 7, count: 2 });
    expect(gunzipSync(snapshot.gzip).toString()).toBe(snapshot.json);
    expect(snapshot.etag).toBe('"v7-2"');
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
    const cache = new DirectoryCache(source, 5_000, () => now);
    expect((await cache.get(5)).snapshot.rows.map((r) => r.id)).toEqual(['b', 'a']);
    now = 3_000;
    const later = await cache.get(5);
    expect(later.snapshot.rows.map((r) => r.id)).toEqual(['b']);
    expect(later.reads).toBe(0);
    expect(later.snapshot.etag).not.toBe('"v5-2"');
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

  it('rebuilds when a newer version is asked for, so changes show up', async () => {
    const { state, source } = fakeSource(5, [row('a', 1)]);
    const cache = new DirectoryCache(source);
    await cache.get(5);

    state.version = 6;
    state.rows = [row('a', 1), row('b', 2)];
    const answer = await cache.get(6);
    expect(answer.snapshot.version).toBe(6);
    expect(answer.snapshot.rows.map((r) => r.id)).toEqual(['b', 'a']);
    expect(answer.reads).toBe(1 + 2);
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
    const { state, source } = fakeSource(5, [row('a', 1)]);
    const cache = new DirectoryCache(source, 5_000, () => now);
    expect((await cache.get(null)).reads).toBe(2);
    now += 4_000;
    expect((await cache.get(null)).reads).toBe(0);
    now += 2_000;
    state.version = 6;
    const later = await cache.get(null);
    expect(later.reads).toBe(1 + 1);
    expect(later.snapshot.version).toBe(6);
  });

  it('shares one rebuild between concurrent requests', async () => {
    const { state, source } = fakeSource(5, [row('a', 1), row('b', 2)]);
    const cache = new DirectoryCache(source);
    const answers = await Promise.all([cache.get(5), cache.get(5), cache.get(null)]);
    expect(state.rowReads).toBe(1);
    expect(answers.map((a) => a.reads).reduce((s, n) => s + n, 0)).toBe(1 + 2);
  });
});
