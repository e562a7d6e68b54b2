import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  featuredFirst,
  matchesFilters,
  type DirectoryFilters,
  type FilterableListing,
} from './filter';

function listing(overrides: Partial<FilterableListing> = {}): FilterableListing {
  return {
    title: 'Conference Tee',
    brand_name: 'Acme Cloud',
    description: 'Soft cotton tee from our developer summit.',
    category: 'shirts',
    target_scope: 'nationwide',
    target_location: null,
    is_featured: false,
    created_at: new Date('2026-11-01T00:00:00Z'),
    ...overrides,
  };
}

const local = (location: string | null) =>
  listing({ target_scope: 'local', target_location: location });
const matches = (item: FilterableListing, filters: Partial<DirectoryFilters>) =>
  matchesFilters(item, { ...EMPTY_FILTERS, ...filters });

describe('location rule', () => {
  it.each<[string, FilterableListing, string, boolean]>([
    ['nationwide matches any city', listing(), 'Austin', true],
    ['nationwide matches an empty city', listing(), '', true],
    ['empty city shows local listings too', local('Austin'), '', true],
    ['whitespace-only city counts as empty', local('Austin'), '   ', true],
    ['exact match', local('Austin'), 'Austin', true],
    ['case-insensitive', local('AUSTIN'), 'austin', true],
    ['listing location contains typed text', local('Austin, TX'), 'austin', true],
    ['typed text contains listing location', local('Austin'), 'Austin, Texas', true],
    ['typed text is trimmed', local('Denver'), '  denver  ', true],
    ['other city excluded', local('Austin'), 'Boston', false],
    ['overlap without containment excluded', local('Portland, OR'), 'Portland, ME', false],
    ['local without location never matches a typed city', local(null), 'Austin', false],
    ['local with empty location never matches a typed city', local(''), 'Austin', false],
    ['local without location still shows with no city', local(null), '', true],
  ])('%s', (_name, item, city, expected) => {
    expect(matches(item, { city })).toBe(expected);
  });
});

describe('search rule (title, brand, description; case-insensitive) and category rule (exact)', () => {
  it.each<[Partial<DirectoryFilters>, boolean]>([
    [{ search: '' }, true],
    [{ search: '   ' }, true],
    [{ search: 'tee' }, true],
    [{ search: 'CONFERENCE' }, true],
    [{ search: 'acme' }, true],
    [{ search: 'developer summit' }, true],
    [{ search: 'mug' }, false],
    [{ search: 'shirts' }, false], // category values are not searched as text
    [{ category: 'shirts' }, true],
    [{ category: 'tech' }, false],
  ])('%j → %s', (filters, expected) => {
    expect(matches(listing(), filters)).toBe(expected);
  });

  it('matches a category exactly, not by prefix', () => {
    expect(matches(listing({ category: 'shirts_2' }), { category: 'shirts' })).toBe(false);
  });
});

describe('all rules combined', () => {
  const mug = listing({
    title: 'Coffee Mug',
    category: 'lifestyle',
    target_scope: 'local',
    target_location: 'Austin',
  });
  it.each<[string, FilterableListing, DirectoryFilters, boolean]>([
    ['all three match', mug, { city: 'austin', search: 'mug', category: 'lifestyle' }, true],
    ['city fails', mug, { city: 'Dallas', search: 'mug', category: 'lifestyle' }, false],
    ['search fails', mug, { city: 'Austin', search: 'sticker', category: 'lifestyle' }, false],
    ['category fails', mug, { city: 'Austin', search: 'mug', category: 'tech' }, false],
    [
      'nationwide, other city',
      listing(),
      { city: 'Dallas', search: 'tee', category: 'shirts' },
      true,
    ],
  ])('%s', (_name, item, filters, expected) => {
    expect(matchesFilters(item, filters)).toBe(expected);
  });
});

describe('featuredFirst', () => {
  const items = [
    listing({ title: 'old', created_at: new Date('2026-01-01') }),
    listing({ title: 'f1', is_featured: true }),
    listing({ title: 'new', created_at: new Date('2026-11-20') }),
    listing({ title: 'f2', is_featured: true }),
    listing({ title: 'mid', created_at: new Date('2026-06-01') }),
  ];

  it('puts featured in their own group and the rest newest first', () => {
    const { featured, regular } = featuredFirst(items, () => 0.5);
    expect(featured.map((l) => l.title).sort()).toEqual(['f1', 'f2']);
    expect(regular.map((l) => l.title)).toEqual(['new', 'mid', 'old']);
  });

  it('randomises the featured order', () => {
    const order = (r: number) => featuredFirst(items, () => r).featured.map((l) => l.title);
    expect(order(0)).not.toEqual(order(0.99));
  });
});
