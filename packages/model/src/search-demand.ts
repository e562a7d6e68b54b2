import { z } from './z';
import { DEMAND_MAX_CHARS, isDemandWords, isPlaceLabelShape } from './search-demand-words';

export * from './search-demand-words';

/**
 * Search demand (docs/product-rules.md#demand): directory searches that found nothing, counted
 * per normalised words, place and UTC day, and nothing else (no person, no IP, no coordinates).
 * The browser sends a settled search (storefront use-search-demand.ts), the recordSearchDemand
 * function counts it, moderators and brands read the rolled-up top lists.
 */

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
