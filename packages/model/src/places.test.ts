import { describe, expect, it } from 'vitest';
import { createPlaceIndex, normalizePlaceText, splitCityAndState } from './place-index';
import { distanceMiles, placeLabel, roundedMiles } from './places';
import { US_PLACES_DATA } from './us-places-data';

const places = createPlaceIndex(US_PLACES_DATA);
const label = (text: string) => {
  const place = places.resolve(text);
  return place ? placeLabel(place) : null;
};

describe('the place resolver', () => {
  it.each([
    ['Austin, TX', 'Austin, TX'],
    ['Austin, Texas', 'Austin, TX'],
    ['austin tx', 'Austin, TX'],
    ['Austin, TX, USA', 'Austin, TX'],
    ['  AUSTIN ,  texas . ', 'Austin, TX'],
    ['Austin', 'Austin, TX'],
    ['Austin, MN', 'Austin, MN'],
    ['Austin Minnesota', 'Austin, MN'],
    ['Saint Louis, MO', 'St. Louis, MO'],
    ['st louis missouri', 'St. Louis, MO'],
    ['New York, NY', 'New York City, NY'],
    ['new york new york', 'New York City, NY'],
    ['NYC', 'New York City, NY'],
    ['Washington, DC', 'Washington, DC'],
    ['Washington, District of Columbia', 'Washington, DC'],
    ['Kansas City, MO', 'Kansas City, MO'],
    ['Kansas City, Kansas', 'Kansas City, KS'],
    ['San Jose, California, United States', 'San Jose, CA'],
    ['Portland, Oregon', 'Portland, OR'],
    ['Portland, ME', 'Portland, ME'],
    ['Winston-Salem NC', 'Winston-Salem, NC'],
    ['Coeur d’Alene, Idaho', "Coeur d'Alene, ID"],
  ])('%s → %s', (typed, expected) => {
    expect(label(typed)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'Texas',
    'Gotham City',
    'Austin, Ontario',
    'Springfield, ZZ',
    'aus',
    'constructor',
    'toString, TX',
  ])('names no place: %j', (typed) => {
    expect(places.resolve(typed)).toBeNull();
  });

  it('splits the state off the end, the longest state name first', () => {
    expect(splitCityAndState('Charleston, West Virginia')).toEqual({
      city: 'charleston',
      state: 'WV',
    });
    expect(splitCityAndState('Charleston, Virginia')).toEqual({ city: 'charleston', state: 'VA' });
    expect(normalizePlaceText('Mount Vernon, N.Y., U.S.A.')).toBe('mt vernon n y');
  });
});

describe('place suggestions', () => {
  it('holds every US place of 1,000+ people and says where each is', () => {
    expect(places.size).toBeGreaterThan(16_000);
    const austin = places.resolve('Austin, TX');
    expect(austin).toMatchObject({ city: 'Austin', state: 'TX', country: 'US' });
    expect(austin?.lat).toBeCloseTo(30.267, 2);
    expect(austin?.lng).toBeCloseTo(-97.743, 2);
  });

  it('suggests by the beginning of the name, most populous first', () => {
    const labels = places.suggest('aus', 5).map(placeLabel);
    expect(labels[0]).toBe('Austin, TX');
    expect(labels).toHaveLength(5);
    expect(places.suggest('Austin, t').map(placeLabel)).toEqual(['Austin, TX']);
    expect(places.suggest('austin minn').map(placeLabel)).toEqual(['Austin, MN']);
    expect(places.suggest('New York').map(placeLabel)).toContain('New York City, NY');
    expect(places.suggest('zzzz')).toEqual([]);
  });

  it('offers each City, ST once, although the list names some twice', () => {
    const dataWithTwins =
      'Springfield\tIL\t39.8\t-89.644\t116250\nSpringfield\tIL\t41.0\t-88.0\t1200';
    const twins = createPlaceIndex(dataWithTwins);
    expect(twins.suggest('spring')).toEqual([
      { city: 'Springfield', state: 'IL', country: 'US', lat: 39.8, lng: -89.644 },
    ]);
    for (const prefix of ['a', 'b', 'c', 'm', 's', 'w']) {
      const labels = places.suggest(prefix, 50).map(placeLabel);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it('finds the nearest place to a point', () => {
    // The Texas Capitol, then a point on the road between Austin and Round Rock.
    expect(placeLabel(places.nearest({ lat: 30.2747, lng: -97.7404 }))).toBe('Austin, TX');
    expect(placeLabel(places.nearest({ lat: 30.5083, lng: -97.6789 }))).toBe('Round Rock, TX');
  });
});

describe('distances', () => {
  it('measures great-circle miles', () => {
    const austin = { lat: 30.267, lng: -97.743 };
    const dallas = { lat: 32.783, lng: -96.807 };
    expect(distanceMiles(austin, austin)).toBe(0);
    expect(distanceMiles(austin, dallas)).toBeGreaterThan(180);
    expect(distanceMiles(austin, dallas)).toBeLessThan(190);
    expect(distanceMiles(austin, dallas)).toBeCloseTo(distanceMiles(dallas, austin), 9);
  });

  it('rounds to whole miles, never below one', () => {
    expect(roundedMiles(0.2)).toBe(1);
    expect(roundedMiles(11.6)).toBe(12);
  });
});
