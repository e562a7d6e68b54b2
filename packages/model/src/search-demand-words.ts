import { searchWords } from './search-words';
import { DEFAULT_DISTANCE_MILES, placeLabel } from './places';
import { US_STATE_NAMES, type UsStateCode } from './us-states';

/**
 * The zod-free part of the search demand model (search-demand.ts): the words and place a
 * search is counted under, its day and key. The directory's sender uses these on /swag, where
 * no schema (and no zod) may load with the first route.
 */

/** A counted search has 1 to 8 words, at most 80 characters. */
export const DEMAND_MAX_WORDS = 8;
export const DEMAND_MAX_CHARS = 80;
/** The screens show the last 7 days (today included), the 20 most searched. */
export const DEMAND_WINDOW_DAYS = 7;
export const DEMAND_TOP = 20;
/** A brand sees the searches made this near its listings' places: the directory's default. */
export const DEMAND_NEAR_MILES = DEFAULT_DISTANCE_MILES;
/** A search counts once its text has not changed for this long (or the box lost focus). */
export const DEMAND_SETTLE_MS = 1500;

const WORDS_SHAPE = /^[a-z0-9]+( [a-z0-9]+)*$/;
/** 'City, ST': any printable city name (the list has accents, okina, parentheses), a USPS code. */
const LABEL_SHAPE = /^([^\p{Cc}\p{Cf},]{1,60}), ([A-Z]{2})$/u;

/** searchWords until nothing changes ('water.bottle' → 'water bottle' → 'bottle'). */
function stableWords(text: string): string {
  let words = searchWords(text).join(' ');
  for (let i = 0; i < 3; i += 1) {
    const again = searchWords(words).join(' ');
    if (again === words) return words;
    words = again;
  }
  return words;
}

/**
 * The words a typed search is counted under, or null when nothing countable is left: the
 * normalised words (searchWords), the first 8, within 80 characters.
 */
export function demandWords(text: string): string | null {
  const words = stableWords(text.slice(0, 1000)).split(' ').filter(Boolean);
  let kept = words.slice(0, DEMAND_MAX_WORDS);
  while (kept.length > 0 && kept.join(' ').length > DEMAND_MAX_CHARS) kept = kept.slice(0, -1);
  const joined = kept.join(' ');
  return joined !== '' && isDemandWords(joined) ? joined : null;
}

/** Words exactly as demandWords gives them: the server refuses anything else. */
export function isDemandWords(value: string): boolean {
  if (value.length > DEMAND_MAX_CHARS || !WORDS_SHAPE.test(value)) return false;
  return value.split(' ').length <= DEMAND_MAX_WORDS && stableWords(value) === value;
}

/** A 'City, ST' label of a US state or DC, as placeLabel writes it. */
export function isPlaceLabelShape(value: string): boolean {
  const match = LABEL_SHAPE.exec(value);
  if (!match) return false;
  const [, city = '', state = ''] = match;
  if (city.trim() !== city || !(state in US_STATE_NAMES)) return false;
  return placeLabel({ city, state: state as UsStateCode }) === value;
}

/** The UTC day a search is counted on, 'YYYY-MM-DD' (the server's clock, never the browser's). */
export function demandDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The first day of the window that ends on `day` (DEMAND_WINDOW_DAYS days, `day` included). */
export function demandWindowStart(day: string, days = DEMAND_WINDOW_DAYS): string {
  const start = new Date(`${day}T00:00:00.000Z`).getTime() - (days - 1) * 86_400_000;
  return demandDay(new Date(start));
}

/**
 * What one count is of: a day, the words, the place (empty for 'anywhere'). Unambiguous, since
 * words hold only [a-z0-9 ] and no place label holds a '|'.
 */
export function demandKey(day: string, words: string, place: string | null): string {
  return `${day}|${words}|${place ?? ''}`;
}
