import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, matchesFilters, type FilterableListing, type NearFilter } from './filter';
import { nearestFirst } from './near-order';
import type { LatLng } from './places';

// Real places: Austin, Round Rock (~17 mi north), San Marcos (~29 mi south), Dallas (~180 mi).
const AUSTIN: LatLng = { lat: 30.26715, lng: -97.74306 };
const ROUND_ROCK: LatLng = { lat: 30.50826, lng: -97.6789 };
const SAN_MARCOS: LatLng = { lat: 29.88327, lng: -97.94139 };
const DALLAS: LatLng = { lat: 32.78306, lng: -96.80667 };

let n = 0;
function listing(overrides: Partial<FilterableListing> = {}): FilterableListing {
  n += 1;
  return {
    title: `Item ${n}`,
    brand_name: 'Acme',
    description: 'Free swag',
    category: 'shirts',
    target_scope: 'nationwide',
    target_location: null,
    target_place: null,
    is_featured: false,
    created_at: n,
    ...overrides,
  };
}
const local = (location: string, place: LatLng | null, created = 0) =>
  listing({
    title: location,
    target_scope: 'local',
    target_location: location,
    target_place: place,
    ...(created ? { created_at: created } : {}),
  });

const near = (within: number): NearFilter => ({ place: AUSTIN, within, label: 'Austin, TX' });
const matches = (item: FilterableListing, city: string, within: number) =>
  matchesFilters(item, { ...EMPTY_FILTERS, city }, near(within));

describe('the location rule with a place', () => {
  it.each<[string, FilterableListing, number, boolean]>([
    ['the place itself', local('Austin, TX', AUSTIN), 10, true],
    ['17 miles away at 25 miles', local('Round Rock, TX', ROUND_ROCK), 25, true],
    ['17 miles away at 10 miles', local('Round Rock, TX', ROUND_ROCK), 10, false],
    ['29 miles away at 25 miles', local('San Marcos, TX', SAN_MARCOS), 25, false],
    ['29 miles away at 50 miles', local('San Marcos, TX', SAN_MARCOS), 50, true],
    ['a town far away at 100 miles', local('Dallas, TX', DALLAS), 100, false],
    // Distance decides, not the words: 'Austin' in both does not make 180 miles near.
    [
      'far away even when the text contains the city',
      local('Austin St, Dallas', DALLAS),
      25,
      false,
    ],
    ['nationwide always', listing(), 10, true],
    ['without a place: the text contains the city', local('Austin, Texas metro', null), 10, true],
    ['without a place: the city contains the text', local('austin', null), 10, true],
    ['without a place: other text', local('Elgin', null), 100, false],
    ["without a place: the place's label", local('Austin, TX', null), 10, true],
  ])('%s', (_name, item, within, expected) => {
    expect(matches(item, 'Austin, Texas', within)).toBe(expected);
  });

  it('without a place to compare (no near filter) the containment rule stays', () => {
    const roundRock = local('Round Rock, TX', ROUND_ROCK);
    expect(matchesFilters(roundRock, { ...EMPTY_FILTERS, city: 'Austin, TX' })).toBe(false);
    expect(matchesFilters(roundRock, { ...EMPTY_FILTERS, city: 'round rock' })).toBe(true);
  });
});

describe('nearestFirst', () => {
  it('lists local listings nearest first, then unplaced local, then nationwide newest first', () => {
    const rows = [
      listing({ title: 'old nationwide', created_at: 1 }),
      local('San Marcos, TX', SAN_MARCOS, 2),
      local('Round Rock, TX', ROUND_ROCK, 3),
      listing({ title: 'new nationwide', created_at: 9 }),
      local('Austin, TX', AUSTIN, 4),
      local('Austin area', null, 5),
      local('Dallas, TX', DALLAS, 6),
    ];
    const { ordered, miles } = nearestFirst(rows, near(50));
    expect(ordered.map((r) => r.title)).toEqual([
      'Austin, TX',
      'Round Rock, TX',
      'San Marcos, TX',
      'Austin area',
      'new nationwide',
      'old nationwide',
      'Dallas, TX',
    ]);
    expect([...miles.entries()].map(([r, m]) => [r.title, Math.round(m)])).toEqual([
      ['Austin, TX', 0],
      ['Round Rock, TX', 17],
      ['San Marcos, TX', 29],
    ]);
  });

  it('keeps equal distances newest first', () => {
    const older = local('Austin, TX', AUSTIN, 1);
    const newer = local('Austin, Texas', AUSTIN, 2);
    expect(nearestFirst([older, newer], near(25)).ordered).toEqual([newer, older]);
  });
});
