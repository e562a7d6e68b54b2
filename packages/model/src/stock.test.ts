import { describe, expect, it } from 'vitest';
import { listingInputSchema, submissionInputSchema } from './schemas';
import {
  STOCK_COPY,
  formatStockLeft,
  isBelowMailThreshold,
  isListingAllClaimed,
  splitStock,
  stockCounts,
  stockShardCount,
} from './stock';
import { addListingStockRequestSchema } from './brand-requests';
import { listingDocSchema } from './doc-schemas';

const listing = {
  title: 'Tee',
  description: 'Soft',
  image_url: 'https://cdn.example.com/tee.png',
  brand_name: 'Acme',
  category: 'shirts',
  coupon_code: '',
  free_shipping: false,
  target_scope: 'nationwide',
  target_location: '',
  external_claim_url: 'https://acme.example.com',
  is_featured: false,
};

function quantityOf(value: unknown) {
  const result = listingInputSchema.safeParse({ ...listing, quantity: value });
  return result.success ? result.data.quantity : result.error.issues.map((i) => i.message);
}

describe('quantity', () => {
  it('reads empty input as no limit and keeps whole numbers 1–100,000', () => {
    expect(listingInputSchema.parse(listing).quantity).toBeNull();
    expect(quantityOf(null)).toBeNull();
    expect(quantityOf('  ')).toBeNull();
    expect(quantityOf('12')).toBe(12);
    expect(quantityOf(1)).toBe(1);
    expect(quantityOf(100_000)).toBe(100_000);
  });

  it('refuses every bad quantity with its own message', () => {
    const e = STOCK_COPY.errors;
    expect(quantityOf(0)).toEqual([e.zero]);
    expect(quantityOf('0')).toEqual([e.zero]);
    expect(quantityOf(-3)).toEqual([e.negative]);
    expect(quantityOf(2.5)).toEqual([e.decimal]);
    expect(quantityOf('2.5')).toEqual([e.decimal]);
    expect(quantityOf(100_001)).toEqual([e.tooMany]);
    expect(quantityOf('ten')).toEqual([e.notNumber]);
    expect(quantityOf(Number.NaN)).toEqual([e.notNumber]);
    expect(quantityOf(true)).toEqual([e.notNumber]);
  });

  it('is part of the submission too', () => {
    const { external_claim_url, is_featured: _f, ...fields } = listing;
    const submission = {
      ...fields,
      external_url: external_claim_url,
      contact_email: 'a@b.co',
      quantity: '3',
    };
    expect(submissionInputSchema.parse(submission).quantity).toBe(3);
  });

  it('reads old documents without a quantity as unlimited and not all claimed', () => {
    const doc = listingDocSchema.parse({ id: 'a', title: 'x' });
    expect(doc.quantity).toBeNull();
    expect(doc.all_claimed).toBe(false);
    expect(isListingAllClaimed(doc)).toBe(false);
  });
});

describe('stock texts and thresholds', () => {
  it("says 'Only N left' under 5 or under 10 % of the quantity", () => {
    expect(formatStockLeft(12, 20)).toBe('12 left');
    expect(formatStockLeft(4, 1000)).toBe('Only 4 left');
    expect(formatStockLeft(99, 1000)).toBe('Only 99 left');
    expect(formatStockLeft(100, 1000)).toBe('100 left');
    expect(formatStockLeft(5, 6)).toBe('5 left');
  });

  it('mails low stock only under 10 %', () => {
    expect(isBelowMailThreshold(10, 100)).toBe(false);
    expect(isBelowMailThreshold(9, 100)).toBe(true);
  });

  it('splits stock evenly over a bounded number of shards', () => {
    expect(stockShardCount(1)).toBe(1);
    expect(stockShardCount(100)).toBe(5);
    expect(stockShardCount(1000)).toBe(50);
    expect(stockShardCount(100_000)).toBe(50);
    expect(splitStock(7, 3)).toEqual([3, 2, 2]);
    expect(splitStock(2, 5)).toEqual([1, 1, 0, 0, 0]);
  });

  it("refuses an 'Add stock' amount that is not a whole number ≥ 1", () => {
    const parse = (amount: unknown) =>
      addListingStockRequestSchema.safeParse({ listingId: 'abc', amount });
    expect(parse(2).success).toBe(true);
    expect(parse(0).error?.issues[0]?.message).toBe(STOCK_COPY.errors.amountTooSmall);
    expect(parse(1.5).error?.issues[0]?.message).toBe(STOCK_COPY.errors.amountDecimal);
    expect(parse('x').error?.issues[0]?.message).toBe(STOCK_COPY.errors.amountNotNumber);
  });
});

describe('stockCounts', () => {
  it('sums the shards and counts what was taken', () => {
    expect(stockCounts(100, [10, 5, 'x', -1])).toEqual({ quantity: 100, claimed: 85, left: 15 });
    expect(stockCounts(3, [4])).toEqual({ quantity: 3, claimed: 0, left: 4 });
  });
});
