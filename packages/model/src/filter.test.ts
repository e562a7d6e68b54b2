import { describe, expect, it } from 'vitest';
import {
  featuredFirst,
  matchesCategory,
  matchesCity,
  matchesFilters,
  matchesSearch,
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

describe('matchesCity (location rule)', () => {
  it.each<[string, FilterableListing, string, boolean]>([
    ['nationwide matches any city', listing(), 'Austin', true],
    ['nationwide matches an empty city', listing(), '', true],
    ['empty city shows local listings too', local('Austin'), '', true],
    ['whitespace-only city counts as empty', local('Austin'), '   ', true],
    ['exact match', local('Austin'), 'Austin', true],
    ['case-insensitive', local('AUSTIN'), 'austin', true],
    ['listing location contains typed text', local('Austin, TX'), 'austin', true],
    ['typed text contains listing location', local('Austin'), 'Austin, Texas', true],
    ['partial typing matches', local('San Francisco'), 'san f', true],
    ['mixed case both ways', local('new york city'), 'New York', true],
    ['typed text is trimmed', local('Denver'), '  denver  ', true],
    ['other city excluded', local('Austin'), 'Boston', false],
    ['overlap without containment excluded', local('Portland, OR'), 'Portland, ME', false],
    ['local without location never matches a typed city', local(null), 'Austin', false],
    ['local with empty location never matches a typed city', local(''), 'Austin', false],
    ['local without location still shows with no city', local(null), '', true],
  ])('%s', (_name, item, city, expected) => {
    expect(matchesCity(item, city)).toBe(expected);
  });
});

describe('matchesSearch (title, brand, description; case-insensitive)', () => {
  it.each<[string, boolean]>([
    ['', true],
    ['   ', true],
    ['tee', true],
    ['CONFERENCE', true],
    ['acme', true],
    ['Cloud', true],
    ['developer summit', true],
    ['mug', false],
    ['shirts', false], // category values are not searched as text
  ])('%j → %s', (search, expected) => {
    expect(matchesSearch(listing(), search)).toBe(expected);
  });
});

describe('matchesCategory (exact)', () => {
  it.each<[string, string, boolean]>([
    ['shirts', '', true],
    ['shirts', 'shirts', true],
    ['shirts', 'tech', false],
    ['food_drink', 'food', false],
  ])('%s filtered by %j → %s', (category, filter, expected) => {
    expect(matchesCategory(listing({ category }), filter)).toBe(expected);
  });
});

describe('matchesFilters (all rules combined)', () => {
  const austinMug = listing({
    title: 'Coffee Mug',
    category: 'lifestyle',
    target_scope: 'local',
    target_location: 'Austin',
  });
  it.each<[string, FilterableListing, Parameters<typeof matchesFilters>[1], boolean]>([
    ['no filters', austinMug, { city: '', search: '', category: '' }, true],
    ['all three match', austinMug, { city: 'austin', search: 'mug', category: 'lifestyle' }, true],
    ['city fails', austinMug, { city: 'Dallas', search: 'mug', category: 'lifestyle' }, false],
    [
      'search fails',
      austinMug,
      { city: 'Austin', search: 'sticker', category: 'lifestyle' },
      false,
    ],
    ['category fails', austinMug, { city: 'Austin', search: 'mug', category: 'tech' }, false],
    [
      'nationwide passes the city of another state',
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
    const orders = new Set<string>();
    for (const r of [0, 0.99])
      orders.add(
        featuredFirst(items, () => r)
          .featured.map((l) => l.title)
          .join(),
      );
    expect(orders.size).toBe(2);
  });
});
