import { describe, expect, it } from 'vitest';
import { planForPrice, priceIdOf, scheduledPlanEnd, type PlanCatalogue } from './plans';

const catalogue: PlanCatalogue = {
  plans: [
    { key: 'listing', price_id: 'price_live_listing' },
    { key: 'featured', price_id: 'price_live_featured' },
  ],
};

describe('plan catalogue lookups', () => {
  it('finds the plan of a configured price id, and nothing for another id', () => {
    expect(planForPrice('price_live_featured', catalogue)?.name).toBe('Featured Placement 90 Days');
    expect(planForPrice('price_swagdrop_listing_90d', catalogue)).toBeUndefined();
    expect(priceIdOf('listing', catalogue)).toBe('price_live_listing');
    expect(priceIdOf('listing', { plans: [] })).toBeUndefined();
  });
});

describe('scheduledPlanEnd', () => {
  const base = { current_period_end: 2_000_000_000, cancel_at_period_end: false };
  it.each<[string, Parameters<typeof scheduledPlanEnd>[0], number | null]>([
    ['renews', base, null],
    ['renews (older view without cancel_at)', { ...base, cancel_at: null }, null],
    ['canceled at period end', { ...base, cancel_at_period_end: true }, 2_000_000_000],
    ['canceled at a set date', { ...base, cancel_at: 1_900_000_000 }, 1_900_000_000],
  ])('%s', (_name, view, expected) => {
    expect(scheduledPlanEnd(view)).toBe(expected);
  });
});
