import { placeLabel } from './places';
import { DEMAND_MAX_CHARS, DEMAND_MAX_WORDS, DEMAND_WINDOW_DAYS } from './search-demand-limits';
import { searchWords } from './search-words';
import { US_STATE_NAMES, type UsStateCode } from './us-states';

export * from './search-demand-limits';

/**
 * The zod-free part of the search demand model (search-demand.ts): the words and place a
 * search is counted under, its day and key. The directory's sender loads these when it sends
 * (no schema, no zod); its first route holds only the limits (search-demand-limits.ts).
 */

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
