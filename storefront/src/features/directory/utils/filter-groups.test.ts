import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  matchesFilters,
  type DirectoryFilters,
  type DirectoryRow,
} from '@swagdrop/model';
import { createFilterer, filterGroups, orderListings, windowGroups } from './filter-groups';

let n = 0;
function row(overrides: Partial<DirectoryRow> = {}): DirectoryRow {
  n += 1;
  return {
    id: `id${n}`,
    slug: `s${n}`,
    title: `Item ${n}`,
    brand_name: 'Acme',
    description: 'Free',
    category: 'shirts',
    image_url: '',
    is_featured: false,
    coupon_code: null,
    free_shipping: false,
    target_scope: 'nationwide',
    target_location: null,
    target_place: null,
    created_at: n,
    updated_at: n,
    expires_at: null,
    expired: false,
    quantity: null,
    all_claimed: false,
    ...overrides,
  };
}

describe('directory ordering and filtering', () => {
  const rows = [
    row({ title: 'Old tee', created_at: 1 }),
    row({ title: 'Featured mug', is_featured: true, category: 'lifestyle' }),
    row({ title: 'New tee', created_at: 9 }),
    row({ title: 'Austin cap', target_scope: 'local', target_location: 'Austin', created_at: 5 }),
    row({ title: 'Featured tee', is_featured: true }),
  ];

  it('puts featured first and the rest newest first', () => {
    const groups = orderListings(rows);
    expect(groups.featured.map((r) => r.title).sort()).toEqual(['Featured mug', 'Featured tee']);
    expect(groups.regular.map((r) => r.title)).toEqual(['New tee', 'Austin cap', 'Old tee']);
  });

  it('renders a window that fills with featured first, then the rest', () => {
    const groups = orderListings(rows);
    expect(windowGroups(groups, 1)).toEqual({ featured: groups.featured.slice(0, 1), regular: [] });
    const three = windowGroups(groups, 3);
    expect(three.featured).toHaveLength(2);
    expect(three.regular.map((r) => r.title)).toEqual(['New tee']);
  });

  it('keeps the order and agrees with the shared matchesFilters rule while typing forward and back', () => {
    const groups = orderListings(rows);
    expect(filterGroups(groups, EMPTY_FILTERS)).toBe(groups);
    // Typing forward narrows the previous result ('t' → 'te' → 'tee') only while the city and
    // category stay; any other change starts again from every listing.
    const filter = createFilterer(groups);
    for (const search of ['', 't', 'te', 'tee', 'cap', 'ACME', 'free', 'mug x', 't'])
      for (const category of ['', 'shirts', 'lifestyle'] as const)
        for (const city of ['', 'austin', 'Austin, TX', 'Denver']) {
          const filters: DirectoryFilters = { city, search, category };
          const got = filter(filters);
          expect([...got.featured, ...got.regular].map((r) => r.id)).toEqual(
            [...groups.featured, ...groups.regular]
              .filter((r) => matchesFilters(r, filters))
              .map((r) => r.id),
          );
        }
  });
});
