import { distanceMiles, type LatLng, type Place } from './places';
import { US_STATE_NAMES, type UsStateCode } from './us-states';

/**
 * The place index (docs/product-rules.md#places): resolves typed text to a place, suggests
 * places as one types and finds the place nearest to a point. Browsers load it together with
 * the list (us-places-data.ts) the first time a place field is used.
 */
/** Words people add to a US place that do not name it: punctuation, the country. */
const COUNTRY_SUFFIX = /\s+(usa|us|u s a|u s|united states(?: of america)?)$/;
/**
 * Spellings of the same word: 'St. Louis' = 'Saint Louis', 'Ft Worth' = 'Fort Worth'. Maps, not
 * objects, for words typed by anyone ('constructor' is no alias).
 */
const WORD_FORMS = new Map([
  ['saint', 'st'],
  ['fort', 'ft'],
  ['mount', 'mt'],
]);
/** Names people type for a place GeoNames spells otherwise. */
const CITY_ALIASES = new Map([
  ['new york', 'new york city'],
  ['nyc', 'new york city'],
]);

/** Lowercase ASCII words: accents, punctuation and repeated spaces removed. */
export function normalizePlaceText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => WORD_FORMS.get(word) ?? word)
    .join(' ')
    .replace(COUNTRY_SUFFIX, '');
}

const STATE_BY_WORDS = new Map<string, UsStateCode>(
  Object.entries(US_STATE_NAMES).flatMap(([code, name]) => [
    [code.toLowerCase(), code as UsStateCode],
    [normalizePlaceText(name), code as UsStateCode],
  ]),
);

/** Each state's name as normalizePlaceText gives it, made once (the index labels 16,000 places). */
const STATE_NAME_WORDS = Object.fromEntries(
  Object.entries(US_STATE_NAMES).map(([code, name]) => [code, normalizePlaceText(name)]),
) as Record<UsStateCode, string>;

/** 'austin tx' → { city: 'austin', state: 'TX' }; a state alone or a city alone also parse. */
export function splitCityAndState(text: string): { city: string; state: UsStateCode | null } {
  const normalized = normalizePlaceText(text);
  const words = normalized.split(' ');
  // State names have up to three words ('district of columbia'); the longest match wins.
  for (let take = Math.min(3, words.length - 1); take >= 1; take -= 1) {
    const state = STATE_BY_WORDS.get(words.slice(-take).join(' '));
    if (state) return { city: words.slice(0, -take).join(' '), state };
  }
  return { city: normalized, state: null };
}

interface IndexedPlace {
  place: Place;
  /** normalizePlaceText(city). */
  key: string;
  /** What a suggestion matches from its start: 'austin tx' and 'austin texas'. */
  labels: [string, string];
  population: number;
}

export interface PlaceIndex {
  /** Every place, most populous first. */
  readonly size: number;
  /**
   * The place typed text names, or null: 'Austin, Texas', 'austin tx', 'Austin, TX, USA' all
   * give Austin, TX; a city without a state gives its most populous namesake.
   */
  resolve(text: string): Place | null;
  /**
   * Places whose 'City ST' or 'City State' starts with the typed words ('aus', 'austin, t',
   * 'austin tex'), most populous first.
   */
  suggest(text: string, limit?: number): Place[];
  /** The place nearest to a point: how a visitor's coordinates become a place. */
  nearest(point: LatLng): Place;
}

/** Names normalizePlaceText would only lowercase (most of the list): skipped for speed. */
const PLAIN_NAME = /^[A-Za-z]+( [A-Za-z]+)*$/;
const RESPELLED_WORD = /\b(saint|fort|mount|us|usa)\b/i;

/** normalizePlaceText(name), with a fast path: the index is built on a visitor's keystroke. */
export function placeNameKey(name: string): string {
  return PLAIN_NAME.test(name) && !RESPELLED_WORD.test(name)
    ? name.toLowerCase()
    : normalizePlaceText(name);
}

function parseLine(line: string): IndexedPlace | null {
  const [city, state, lat, lng, population] = line.split('\t');
  if (!city || !state || !(state in US_STATE_NAMES)) return null;
  const code = state as UsStateCode;
  const key = placeNameKey(city);
  return {
    place: { city, state: code, country: 'US', lat: Number(lat), lng: Number(lng) },
    key,
    labels: [`${key} ${code.toLowerCase()}`, `${key} ${STATE_NAME_WORDS[code]}`],
    population: Number(population),
  };
}

/** Builds the index from us-places-data.ts's text (or a smaller table in tests). */
export function createPlaceIndex(data: string): PlaceIndex {
  // Built on a visitor's first place keystroke: one pass, no lookup map (a resolve scans the
  // list, well under a millisecond), and the list is stored most populous first, so the sort
  // below only confirms that order.
  const places: IndexedPlace[] = [];
  for (const line of data.split('\n')) {
    const entry = parseLine(line);
    if (entry) places.push(entry);
  }
  places.sort((a, b) => b.population - a.population);
  const named = (city: string, state: UsStateCode | null) => {
    const key = CITY_ALIASES.get(city) ?? city;
    return places.find(
      (entry) => entry.key === key && (state === null || entry.place.state === state),
    );
  };
  return {
    size: places.length,
    resolve(text) {
      const { city, state } = splitCityAndState(text);
      if (!city) return null;
      return named(city, state)?.place ?? null;
    },
    suggest(text, limit = 8) {
      const typed = normalizePlaceText(text);
      if (!typed) return [];
      const alias = CITY_ALIASES.get(splitCityAndState(text).city);
      const out: Place[] = [];
      // GeoNames lists a few names twice in one state (a town and a district of it): the most
      // populous stands for both, as in resolve.
      const seen = new Set<string>();
      for (const entry of places) {
        const [short, long] = entry.labels;
        if (
          short.startsWith(typed) ||
          long.startsWith(typed) ||
          (alias !== undefined && entry.key === alias)
        ) {
          const label = entry.labels[0];
          if (seen.has(label)) continue;
          seen.add(label);
          out.push(entry.place);
          if (out.length === limit) break;
        }
      }
      return out;
    },
    nearest(point) {
      let best = places[0] as IndexedPlace;
      let bestMiles = Infinity;
      for (const entry of places) {
        const miles = distanceMiles(point, entry.place);
        if (miles < bestMiles) [best, bestMiles] = [entry, miles];
      }
      return best.place;
    },
  };
}
