import { describe, expect, it } from 'vitest';
import { DIRECTORY_CHANGE_RETENTION_MS, DIRECTORY_DELTA_MAX_CHANGES } from '@swagdrop/model';
import { DirectoryCache } from './snapshot-cache';
import { fakeSource, row } from './snapshot-cache.test-support';

/** Versions as the trigger makes them: commit times in microseconds. */
const NOW = 1_900_000_000_000;
const V0 = NOW * 1000;

const catalogue = (n: number) => Array.from({ length: n }, (_, i) => row(`l${i}`, i + 1));

/** What one change costs a cache already holding a catalogue of `size` listings. */
async function readsForOneChange(size: number) {
  const { source, write } = fakeSource(V0, catalogue(size));
  const cache = new DirectoryCache(source, { now: () => NOW });
  await cache.get(null);
  write('l0', { ...row('l0', 1), title: 'Edited' });
  return (await cache.get(V0 + 1)).reads;
}

describe('DirectoryCache, a listing change', () => {
  it('costs the same reads at 100 and 10,000 listings: meta, the change, the listing', async () => {
    expect(await readsForOneChange(100)).toBe(3);
    expect(await readsForOneChange(10_000)).toBe(3);
  });

  it('applies a create, an edit, an end and a delete, each at the cost of what changed', async () => {
    const { state, source, write } = fakeSource(V0, [row('a', 1), row('b', 2), row('x', 0)]);
    const cache = new DirectoryCache(source, { now: () => NOW });
    await cache.get(null);
    const ids = async () =>
      (await cache.get(state.version)).snapshot.rows.map((r) => r.id).filter((id) => id !== 'x');

    write('c', row('c', 3));
    expect(await ids()).toEqual(['c', 'b', 'a']);
    write('a', { ...row('a', 1), title: 'A, edited' });
    expect((await cache.get(state.version)).snapshot.rows[2]?.title).toBe('A, edited');
    write('b', { ...row('b', 2), expired: true });
    expect(await ids()).toEqual(['c', 'a']);
    write('c', null);
    expect(await ids()).toEqual(['a']);
    expect(state.rowReads).toBe(1);
    expect(state.listingReads).toBe(4);
  });

  it('heals a change it never heard of with the full check, once the period has passed', async () => {
    let now = NOW;
    const { state, source } = fakeSource(V0, [row('a', 1)]);
    const cache = new DirectoryCache(source, {
      freshForMs: 1_000,
      fullCheckMs: 60_000,
      now: () => now,
    });
    await cache.get(null);
    // The listing changed but no change entry (nor version) says so: a lost trigger run.
    state.rows.set('b', row('b', 2));
    now += 30_000;
    expect((await cache.get(null)).snapshot.rows.map((r) => r.id)).toEqual(['a']);
    now += 30_000;
    const healed = await cache.get(null);
    expect(healed.snapshot.rows.map((r) => r.id)).toEqual(['b', 'a']);
    expect(healed.reads).toBe(1 + 2);
    expect(state.rowReads).toBe(2);
  });

  it('reads every listing instead when more changed than a delta is worth', async () => {
    const small = fakeSource(V0, catalogue(4));
    const smallCache = new DirectoryCache(small.source, { now: () => NOW });
    await smallCache.get(null);
    for (const id of ['p', 'q', 'r']) small.write(id, row(id, 10));
    // Three changes in a catalogue of four: the entries (at most half of it) and then all.
    expect((await smallCache.get(small.state.version)).reads).toBe(1 + 3 + 7);
    expect(small.state.listingReads).toBe(0);

    const { state, source, write } = fakeSource(V0, catalogue(1_000));
    const cache = new DirectoryCache(source, { now: () => NOW });
    await cache.get(null);
    for (let i = 0; i <= DIRECTORY_DELTA_MAX_CHANGES; i += 1) write(`n${i}`, row(`n${i}`, 10 + i));
    const answer = await cache.get(state.version);
    expect(answer.snapshot.rows).toHaveLength(1_000 + DIRECTORY_DELTA_MAX_CHANGES + 1);
    expect(state.rowReads).toBe(2);
    expect(state.listingReads).toBe(0);
  });
});

describe('DirectoryCache.changesSince (an open directory moving on)', () => {
  it('answers the changed rows from memory, a listing that left as null', async () => {
    const { state, source, write } = fakeSource(V0, [row('a', 1), row('b', 2), ...catalogue(6)]);
    const cache = new DirectoryCache(source, { now: () => NOW });
    await cache.get(null);
    write('c', row('c', 3));
    write('b', { ...row('b', 2), expired: true });
    write('a', null);
    const { delta, reads } = await cache.changesSince(V0, state.version);
    expect(reads).toBe(1 + 3 + 3);
    expect(delta).toMatchObject({ version: state.version, since: V0 });
    expect(delta.full ? [] : delta.changes).toEqual([
      { id: 'c', row: row('c', 3) },
      { id: 'b', row: null },
      { id: 'a', row: null },
    ]);
    // The next tab asking the same costs nothing; one a change later gets that change only.
    expect((await cache.changesSince(V0, state.version)).reads).toBe(0);
    const later = await cache.changesSince(V0 + 2, state.version);
    expect(later.delta.full ? [] : later.delta.changes.map((c) => c.id)).toEqual(['a']);
  });

  it('on a fresh instance reads the change entries once, then answers from memory', async () => {
    const { state, source, write } = fakeSource(V0, [row('a', 1)]);
    write('b', row('b', 2));
    const cache = new DirectoryCache(source, { now: () => NOW });
    const first = await cache.changesSince(V0, null);
    expect(first.reads).toBe(1 + 2 + 1);
    expect(first.delta.full ? [] : first.delta.changes.map((c) => c.id)).toEqual(['b']);
    expect((await cache.changesSince(V0, state.version)).reads).toBe(0);
    expect(state.changeReads).toBe(1);
  });

  it('answers full for a version older than the kept change entries', async () => {
    const old = (NOW - DIRECTORY_CHANGE_RETENTION_MS - 1) * 1000;
    const { source } = fakeSource(V0, [row('a', 1)]);
    const cache = new DirectoryCache(source, { now: () => NOW });
    expect((await cache.changesSince(old, null)).delta).toMatchObject({ full: true });
  });
});
