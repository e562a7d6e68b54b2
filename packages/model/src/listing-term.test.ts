import { describe, expect, it } from 'vitest';
import {
  LISTING_TERM_MS,
  extendedExpiry,
  isListingFeatured,
  isListingLive,
  planExpiry,
} from './listing-term';

describe('isListingLive', () => {
  it('is live without an end, and until its end', () => {
    expect(isListingLive({ expires_at: null }, 5)).toBe(true);
    expect(isListingLive({ expires_at: 6 }, 5)).toBe(true);
    expect(isListingLive({ expires_at: 5 }, 5)).toBe(false);
  });

  it('is not live once marked expired, whatever the date says', () => {
    expect(isListingLive({ expires_at: null, expired: true }, 5)).toBe(false);
  });
});

describe('isListingFeatured', () => {
  it("is featured by a moderator or by the brand's plan", () => {
    expect(isListingFeatured({ is_featured: true, plan_featured: false })).toBe(true);
    expect(isListingFeatured({ is_featured: false, plan_featured: true })).toBe(true);
    expect(isListingFeatured({ is_featured: false })).toBe(false);
    expect(isListingFeatured({ is_featured: 'yes' })).toBe(false);
  });
});

describe('extendedExpiry / planExpiry', () => {
  it('extends from now when the end has passed, from the end otherwise', () => {
    expect(extendedExpiry(100, 1_000)).toBe(1_000 + LISTING_TERM_MS);
    expect(extendedExpiry(2_000, 1_000)).toBe(2_000 + LISTING_TERM_MS);
    expect(extendedExpiry(null, 1_000)).toBe(1_000 + LISTING_TERM_MS);
  });

  it('moves an end on to the period end but never shortens it, and keeps no-end', () => {
    expect(planExpiry(100, 500)).toBe(500);
    expect(planExpiry(900, 500)).toBe(900);
    expect(planExpiry(null, 500)).toBeNull();
  });
});
