/**
 * Scarce swag (docs/product-rules.md#stock): a listing's optional quantity, what is left of it,
 * and the texts both apps, the functions and the rules tests use. The count lives apart from the
 * listing document (`listing_stock/{listingId}` and its shards), so a claim never rewrites the
 * listing or the directory catalogue. No zod here (the schema fields are in stock.ts): the
 * storefront's first routes read these for cards and the bundle's rows, and must not load it.
 */

/** The most a listing can offer, and the most that can be left after 'Add stock'. */
export const QUANTITY_MAX = 100_000;

export const LISTING_STOCK_COLLECTION = 'listing_stock';
export const STOCK_SHARDS = 'shards';

/**
 * Counter documents per listing. One Firestore document sustains about one write per second;
 * a 1,000-unit drop claimed by 2,000 people in a minute stores about 17 claims per second, so it
 * needs at least that many counters, with headroom for the first seconds' burst. One shard per
 * 20 units, capped at 50, gives a 1,000-unit drop 50 shards (≈ 0.3 writes/s each at that rate)
 * and keeps a small quantity on few documents, so the last units are found quickly.
 */
export const STOCK_SHARD_MAX = 50;
export const STOCK_UNITS_PER_SHARD = 20;
export function stockShardCount(quantity: number): number {
  return Math.min(STOCK_SHARD_MAX, Math.max(1, Math.ceil(quantity / STOCK_UNITS_PER_SHARD)));
}

/** `listing_stock/{listingId}`: the quantity and how many shards hold what is left. */
export interface ListingStockDoc {
  quantity: number;
  shard_count: number;
}
/** `listing_stock/{listingId}/shards/{n}`: the part of what is left this shard holds. */
export interface StockShardDoc {
  left: number;
}

/** Splits `total` units over `count` shards as evenly as possible (first shards take the rest). */
export function splitStock(total: number, count: number): number[] {
  const base = Math.floor(total / count);
  const rest = total % count;
  return Array.from({ length: count }, (_, i) => base + (i < rest ? 1 : 0));
}

export const STOCK_COPY = {
  quantityLabel: 'How many can people claim?',
  quantityHelp: 'Leave empty for no limit',
  left: (n: number) => `${n} left`,
  onlyLeft: (n: number) => `Only ${n} left`,
  allClaimed: 'All claimed',
  claimedOut: 'Sorry, this one was just claimed out.',
  addStock: 'Add stock',
  closeListing: 'Close listing',
  addStockAmountLabel: 'How many more?',
  errors: {
    notNumber: 'Quantity must be a number',
    zero: 'Quantity must be at least 1 (leave it empty for no limit)',
    negative: 'Quantity cannot be negative',
    decimal: 'Quantity must be a whole number',
    tooMany: 'Quantity can be at most 100,000',
    amountNotNumber: 'Amount must be a number',
    amountTooSmall: 'Add at least 1',
    amountDecimal: 'Amount must be a whole number',
    leftTooMany: 'What is left can be at most 100,000',
    noQuantity: 'This listing has no limit; set a quantity in the listing first',
    notYours: 'You can only change your own listings',
  },
} as const;

/** Machine-readable reason in the claim callable's `failed-precondition` details. */
export const CLAIMED_OUT_REASON = 'claimed-out';

/** Fewer than 5 left, or under 10 % of the quantity: the card says 'Only N left'. */
export function isLowStock(left: number, quantity: number): boolean {
  return left < 5 || left * 10 < quantity;
}

/** The card's and detail page's stock line (callers show nothing for unlimited listings). */
export function formatStockLeft(left: number, quantity: number): string {
  return isLowStock(left, quantity) ? STOCK_COPY.onlyLeft(left) : STOCK_COPY.left(left);
}

/**
 * The low-stock mail goes once when fewer than 10 % are left (a stricter line than the card's:
 * the mail is about the quantity, not about the last few units).
 */
export function isBelowMailThreshold(left: number, quantity: number): boolean {
  return left * 10 < quantity;
}

/** Set by the functions when the last unit goes, cleared by 'Add stock' (absent = false). */
export function isListingAllClaimed(listing: { all_claimed?: unknown }): boolean {
  return listing.all_claimed === true;
}

/** A stored quantity as the readers use it: a whole number ≥ 1, else no limit. */
export function storedQuantity(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : null;
}

/** A listing's stock as the dashboards show it. */
export interface StockCounts {
  quantity: number;
  claimed: number;
  left: number;
}

/**
 * From the stock root's quantity and its shards' `left` (what the admin grid reads from
 * `listing_stock/{id}` and its `shards`): units taken = quantity − left, never negative.
 */
export function stockCounts(quantity: number, shardLefts: readonly unknown[]): StockCounts {
  const left = shardLefts.reduce<number>(
    (sum, value) => sum + (typeof value === 'number' && value > 0 ? value : 0),
    0,
  );
  return { quantity, claimed: Math.max(0, quantity - left), left };
}
