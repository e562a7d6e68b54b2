import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  matchesFilters,
  type DirectoryFilters,
  type DirectoryRow,
  type NearFilter,
  type Place,
} from '@swagdrop/model';
import { directoryRow } from './directory-row.fixture';
import { createFilterer, filterGroups, orderListings, windowGroups } from './filter-groups';

const row = directoryRow;

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

describe('directory with a place', () => {
  const place = (city: string, lat: number, lng: number): Place => ({
    city,
    state: 'TX',
    country: 'US',
    lat,
    lng,
  });
  const austin = place('Austin', 30.26715, -97.74306);
  const roundRock = place('Round Rock', 30.50826, -97.6789);
  const sanMarcos = place('San Marcos', 29.88327, -97.94139);
  const local = (title: string, at: Place | null, extra: Partial<DirectoryRow> = {}) =>
    row({
      title,
      target_scope: 'local',
      target_location: at ? `${at.city}, TX` : title,
      target_place: at,
      ...extra,
    });
  const rows = [
    row({ title: 'Nationwide tee', created_at: 100 }),
    local('San Marcos tee', sanMarcos, { created_at: 101 }),
    local('Round Rock tee', roundRock, { created_at: 102 }),
    local('Austin mug', austin, { created_at: 50, category: 'lifestyle' }),
    local('Austin, TX tee', null, { created_at: 103 }),
    local('Featured Round Rock tee', roundRock, { is_featured: true }),
    row({ title: 'Old nationwide tee', created_at: 1 }),
  ];
  const near = (within: number): NearFilter => ({ place: austin, within, label: 'Austin, TX' });

  it('lists local matches nearest first with their miles, then nationwide newest first', () => {
    const filter = createFilterer(orderListings(rows));
    const got = filter({ city: 'Austin, Texas', search: '', category: '' }, near(25));
    expect(got.featured.map((r) => r.title)).toEqual(['Featured Round Rock tee']);
    expect(got.regular.map((r) => r.title)).toEqual([
      'Austin mug',
      'Round Rock tee',
      'Austin, TX tee',
      'Nationwide tee',
      'Old nationwide tee',
    ]);
    const miles = [...got.featured, ...got.regular].map((r) => got.miles?.get(r));
    expect(miles.map((m) => (m === undefined ? null : Math.round(m)))).toEqual([
      17,
      0,
      17,
      null,
      null,
      null,
    ]);
    expect(
      filter({ city: 'Austin, Texas', search: '', category: '' }, near(50)).regular[2]?.title,
    ).toBe('San Marcos tee');
    // The rendered window keeps the distances for its cards.
    expect(windowGroups(got, 3).miles).toBe(got.miles);
  });

  it('agrees with the shared rule while typing, whatever the distance', () => {
    const filter = createFilterer(orderListings(rows));
    for (const within of [10, 25, 50, 100])
      for (const search of ['', 't', 'te', 'tee', 'mug', 't'])
        for (const category of ['', 'shirts', 'lifestyle'] as const) {
          const filters: DirectoryFilters = { city: 'austin tx', search, category };
          const got = filter(filters, near(within));
          expect(new Set([...got.featured, ...got.regular].map((r) => r.id))).toEqual(
            new Set(rows.filter((r) => matchesFilters(r, filters, near(within))).map((r) => r.id)),
          );
        }
  });

  it('goes back to the text rule when the place is gone', () => {
    const filter = createFilterer(orderListings(rows));
    filter({ city: 'Austin, TX', search: '', category: '' }, near(100));
    const got = filter({ city: 'Austin, TX', search: '', category: '' }, null);
    expect(got.miles).toBeUndefined();
    expect(got.regular.map((r) => r.title)).toEqual([
      'Austin, TX tee',
      'Nationwide tee',
      'Austin mug',
      'Old nationwide tee',
    ]);
  });
});
