import type { DirectoryRow } from '@swagdrop/model';
import type { ChangeEntry } from './change-log';
import type { DirectorySource } from './snapshot-cache';

export function row(id: string, created_at: number): DirectoryRow {
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
    target_place: null,
    created_at,
    updated_at: created_at,
    expires_at: null,
    expired: false,
    quantity: null,
    all_claimed: false,
  };
}

/**
 * An in-memory stand-in for Firestore that counts what the cache asks for. `write` does what a
 * listing write and its trigger do: the row changes, the version moves and a change is recorded.
 */
export function fakeSource(initialVersion: number, initialRows: DirectoryRow[]) {
  const state = {
    version: initialVersion,
    rows: new Map(initialRows.map((r) => [r.id, r])),
    changes: [] as ChangeEntry[],
    versionReads: 0,
    rowReads: 0,
    changeReads: 0,
    listingReads: 0,
  };
  const source: DirectorySource = {
    readVersion: async () => {
      state.versionReads += 1;
      return state.version;
    },
    readRows: async () => {
      state.rowReads += 1;
      return [...state.rows.values()];
    },
    readChanges: async (after, limit) => {
      state.changeReads += 1;
      return state.changes.filter((c) => c.version > after).slice(0, limit);
    },
    readListings: async (ids) => {
      state.listingReads += ids.length;
      return new Map(ids.map((id) => [id, state.rows.get(id) ?? null]));
    },
  };
  const write = (id: string, next: DirectoryRow | null) => {
    if (next) state.rows.set(id, next);
    else state.rows.delete(id);
    state.version += 1;
    state.changes.push({ id, version: state.version });
  };
  return { state, source, write };
}
