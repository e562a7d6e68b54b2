/**
 * Settings of the search demand counts (docs/product-rules.md#demand). Fixed numbers, not
 * deployment settings: they size the counters and bound the reads.
 */
export const DEMAND_CONFIG = {
  /**
   * Counter documents per (day, words, place). One Firestore document takes about one write
   * per second; a hot search typed by thousands in a few minutes spreads over 10 (≈ 10/s).
   */
  shards: 10,
  /** Most count documents one roll-up reads (7 days × words × places × shards). */
  rollupMaxDocs: 20_000,
  rollupPageSize: 1_000,
  /**
   * A brand's own listings read to find its places, the places looked at, and the place lists
   * read for them (its places and the nearest around them): the reads of one brand card.
   */
  brandMaxListings: 200,
  brandMaxPlaces: 30,
  brandMaxLists: 60,
} as const;

/** Collections of the demand counts (firestore.rules, docs/data-model.md). */
export const DEMAND_COLLECTIONS = {
  counts: 'search_demand',
  seen: 'search_demand_seen',
  summary: 'search_demand_summary',
  /** Under search_demand_summary/top: one top list per place. */
  places: 'places',
} as const;

/** The summary document the admin console reads. */
export const DEMAND_SUMMARY_DOC = 'top';
