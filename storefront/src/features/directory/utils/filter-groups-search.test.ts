import { describe, expect, it } from 'vitest';
import { matchesFilters, type DirectoryFilters, type DirectoryRow } from '@swagdrop/model';
import { createListingSearch } from '@swagdrop/model/listing-search';
import { directoryRow } from './directory-row.fixture';
import { createFilterer, filterGroups, orderListings } from './filter-groups';

const row = (title: string, overrides: Partial<DirectoryRow> = {}) =>
  directoryRow({ title, description: 'Free while supplies last', ...overrides });

const rows = [
  row('Hoodie Pocket Guide', { category: 'lifestyle', created_at: 20 }),
  row('Navy Hoodie', { created_at: 1 }),
  row('Sticker Pack', { brand_name: 'Hoodie Hut', category: 'stickers', created_at: 15 }),
  row('Classic T-Shirt', { is_featured: true }),
  row('Coffee Mug', { description: 'Says "hoodie season"', created_at: 30 }),
];
const search = createListingSearch();
search.sync(rows);
const filters = (text: string, category: DirectoryFilters['category'] = ''): DirectoryFilters => ({
  city: '',
  search: text,
  category,
});
const titles = (groups: { featured: DirectoryRow[]; regular: DirectoryRow[] }) =>
  [...groups.featured, ...groups.regular].map((r) => r.title);

describe('directory filtering with the forgiving search', () => {
  const groups = orderListings(rows);

  it('finds a typo; title matches before brand before description, newest first among equals', () => {
    const found = filterGroups(groups, filters('hodie'), null, search.search('hodie'));
    expect(titles(found)).toEqual([
      'Hoodie Pocket Guide',
      'Navy Hoodie',
      'Sticker Pack',
      'Coffee Mug',
    ]);
  });

  it('finds a synonym: tshirt and tee find the T-Shirt', () => {
    for (const text of ['tshirt', 'tee']) {
      expect(titles(filterGroups(groups, filters(text), null, search.search(text)))).toEqual([
        'Classic T-Shirt',
      ]);
    }
  });

  it('keeps every listing the exact rule matches, whatever the search scores', () => {
    for (const text of ['ee', 'oodie', 'supplies', 'x']) {
      const found = new Set(titles(filterGroups(groups, filters(text), null, search.search(text))));
      const exact = rows.filter((r) => matchesFilters(r, filters(text))).map((r) => r.title);
      expect(
        exact.filter((title) => !found.has(title)),
        text,
      ).toEqual([]);
    }
  });

  it('still applies the category to what the search finds', () => {
    const found = filterGroups(groups, filters('hodie', 'stickers'), null, search.search('hodie'));
    expect(titles(found)).toEqual(['Sticker Pack']);
  });

  it('does not narrow the last result while typing on: "hodi" then "hodie" finds more', () => {
    const filterer = createFilterer(groups);
    expect(titles(filterer(filters('hodi'), null, search.search('hodi')))).toEqual([]);
    expect(titles(filterer(filters('hodie'), null, search.search('hodie')))).toHaveLength(4);
  });
});
