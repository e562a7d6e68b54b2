import { DEFAULT_DISTANCE_MILES } from './places';

/**
 * The numbers of the search demand counts (docs/product-rules.md#demand), apart from the words
 * module so /swag's first route can wait for a settled search without loading how words are
 * read.
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
