import { describe, expect, it } from 'vitest';
import type { DirectoryRow } from './directory';
import {
  applyDirectoryChanges,
  applyDirectoryDelta,
  isListedInDirectory,
  parseDirectoryDelta,
} from './directory-changes';

const row = (id: string, created_at: number, extra: Partial<DirectoryRow> = {}): DirectoryRow => ({
  id,
  slug: id,
  title: `Item ${id}`,
  brand_name: 'Acme',
  description: '',
  category: 'shirts',
  image_url: '',
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
  ...extra,
});

describe('isListedInDirectory', () => {
  it('lists a running listing and leaves out an ended or marked one', () => {
    expect(isListedInDirectory(row('a', 1), 10)).toBe(true);
    expect(isListedInDirectory(row('a', 1, { expires_at: 5 }), 10)).toBe(false);
    expect(isListedInDirectory(row('a', 1, { expired: true }), 10)).toBe(false);
  });

  it('leaves out an all-claimed listing and lists it again once stock is back', () => {
    expect(isListedInDirectory(row('a', 1, { quantity: 3, all_claimed: true }), 10)).toBe(false);
    expect(isListedInDirectory(row('a', 1, { quantity: 5, all_claimed: false }), 10)).toBe(true);
  });
});

describe('applyDirectoryChanges', () => {
  const held = [row('c', 3), row('b', 2), row('a', 1)];

  it('adds, replaces and removes, keeping newest first', () => {
    const next = applyDirectoryChanges(
      held,
      [
        { id: 'd', row: row('d', 4) },
        { id: 'b', row: row('b', 2, { title: 'Edited' }) },
        { id: 'a', row: null },
      ],
      10,
    );
    expect(next.map((r) => r.id)).toEqual(['d', 'c', 'b']);
    expect(next[2]?.title).toBe('Edited');
    expect(held.map((r) => r.id)).toEqual(['c', 'b', 'a']);
  });

  it('drops a changed row that is no longer listed', () => {
    const next = applyDirectoryChanges(held, [{ id: 'c', row: row('c', 3, { expired: true }) }]);
    expect(next.map((r) => r.id)).toEqual(['b', 'a']);
  });

  it('moves a bundle to the delta version with the new count', () => {
    const bundle = { version: 5, count: 3, listings: held };
    const moved = applyDirectoryDelta(bundle, {
      version: 7,
      since: 5,
      changes: [{ id: 'a', row: null }],
    });
    expect(moved).toMatchObject({ version: 7, count: 2 });
  });
});

describe('parseDirectoryDelta', () => {
  it('accepts changes and the full answer, rejects anything else', () => {
    expect(
      parseDirectoryDelta({ version: 2, since: 1, changes: [{ id: 'a', row: null }] }),
    ).toEqual({
      version: 2,
      since: 1,
      changes: [{ id: 'a', row: null }],
    });
    expect(parseDirectoryDelta({ version: 2, since: 1, full: true })).toMatchObject({ full: true });
    expect(() => parseDirectoryDelta({ version: 2, since: 1 })).toThrow();
    expect(() => parseDirectoryDelta({ version: 2, since: 1, changes: [{ row: null }] })).toThrow();
    expect(() => parseDirectoryDelta(null)).toThrow();
  });
});
