import { searchWords } from './search-words';
import { placeLabel } from './places';
import { US_STATE_NAMES, type UsStateCode } from './us-states';
import { z } from './z';

/**
 * Search demand (docs/product-rules.md#demand): directory searches that found nothing, counted
 * per normalised words, place and UTC day, and nothing else (no person, no IP, no coordinates).
 * The browser sends a settled search (storefront use-search-demand.ts), the recordSearchDemand
 * function counts it, moderators and brands read the rolled-up top lists.
 */

/** A counted search has 1 to 8 words, at most 80 characters. */
export const DEMAND_MAX_WORDS = 8;
export const DEMAND_MAX_CHARS = 80;
/** The screens show the last 7 days (today included), the 20 most searched. */
export const DEMAND_WINDOW_DAYS = 7;
export const DEMAND_TOP = 20;
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

export const DEMAND_WORDS_MESSAGE = 'Search words must be normalised search words (1 to 8).';
export const DEMAND_PLACE_MESSAGE = "Place must be a 'City, ST' label or null.";

/** recordSearchDemand's request (the server also checks the place is one of the list). */
export const searchDemandInputSchema = z.strictObject({
  words: z
    .string({ error: DEMAND_WORDS_MESSAGE })
    .max(DEMAND_MAX_CHARS, { error: DEMAND_WORDS_MESSAGE })
    .refine(isDemandWords, { error: DEMAND_WORDS_MESSAGE }),
  place: z
    .string({ error: DEMAND_PLACE_MESSAGE })
    .max(64, { error: DEMAND_PLACE_MESSAGE })
    .refine(isPlaceLabelShape, { error: DEMAND_PLACE_MESSAGE })
    .nullable(),
});
export type SearchDemandInput = z.infer<typeof searchDemandInputSchema>;

/** The same answer for a first and a repeated search: a caller learns nothing from it. */
export interface RecordSearchDemandResult {
  status: 'received';
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

/** One line of a top list. */
export interface SearchDemandRow {
  words: string;
  /** 'City, ST', or null for a search made without a place. */
  place: string | null;
  count: number;
}

const rowSchema = z.object({
  words: z.string(),
  place: z.string().nullable(),
  count: z.number().int().nonnegative(),
});

/** search_demand_summary/top as stored by the roll-up (read by the admin console). */
export const searchDemandSummarySchema = z.object({
  rows: z.array(rowSchema),
  since_day: z.string(),
  until_day: z.string(),
  rolled_at: z.date(),
});
export type SearchDemandSummary = z.infer<typeof searchDemandSummarySchema>;

/** brandSearchDemand's answer: the brand's places and the searches counted in them. */
export interface BrandSearchDemandResult {
  places: string[];
  rows: SearchDemandRow[];
  rolled_at: number | null;
}

/** Headings and empty states of the two demand cards. */
export const DEMAND_COPY = {
  adminTitle: 'Searched for, not found',
  adminSubtitle: `Searches with no results, last ${DEMAND_WINDOW_DAYS} days, top ${DEMAND_TOP}.`,
  adminEmpty: 'No searches without results in the last 7 days.',
  adminLoading: 'Loading searches without results',
  adminFailed: 'Could not load the searches without results.',
  brandTitle: 'What people near you look for',
  brandSubtitle: (places: readonly string[]) =>
    `Searches with no results in ${places.join(', ')}, last ${DEMAND_WINDOW_DAYS} days.`,
  brandNoPlaces:
    'When one of your live listings targets a city, the searches people there could not find show here.',
  brandEmpty: 'Nobody near your listings searched without results in the last 7 days.',
  brandLoading: 'Loading what people near you look for',
  brandFailed: 'Could not load what people near you look for.',
  columns: { words: 'Search', place: 'Place', count: 'Searches' },
  anywhere: 'Anywhere',
} as const;
