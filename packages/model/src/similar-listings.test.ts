import { describe, expect, it } from 'vitest';
import { toDirectoryRow, type DirectoryRow } from './directory';
import { SIMILAR_LISTINGS_MAX } from './page-render';
import { similarListings } from './similar-listings';

const row = (id: string, category: string, created: number, extra: object = {}): DirectoryRow =>
  toDirectoryRow(id, { slug: id, title: id, category, created_at: created, ...extra });

describe('similarListings', () => {
  const listing = { id: 'gone', category: 'tech' };

  it('offers other listings of the same category, newest first, at most four', () => {
    const rows = [
      row('gone', 'tech', 9),
      row('old', 'tech', 1),
      row('mug', 'drinkware', 8),
      row('new', 'tech', 7),
      row('mid', 'tech', 5),
      row('mid2', 'tech', 4),
      row('older', 'tech', 2),
    ];
    expect(similarListings(rows, listing).map((r) => r.id)).toEqual([
      'new',
      'mid',
      'mid2',
      'older',
    ]);
    expect(SIMILAR_LISTINGS_MAX).toBe(4);
  });

  it('leaves out listings that are all claimed themselves', () => {
    const rows = [row('empty', 'tech', 5, { all_claimed: true }), row('full', 'tech', 4)];
    expect(similarListings(rows, listing).map((r) => r.id)).toEqual(['full']);
  });

  it('is empty when nothing else shares the category', () => {
    expect(similarListings([row('gone', 'tech', 1), row('cap', 'hats', 2)], listing)).toEqual([]);
  });
});
