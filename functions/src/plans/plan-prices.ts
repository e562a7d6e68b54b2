import type { PlanKey } from '@swagdrop/model';
import { requirePlanPriceIds } from '../config';

/**
 * Which plan a Stripe price id is, from the configured STRIPE_LISTING_PRICE_ID /
 * STRIPE_FEATURED_PRICE_ID (functions/src/config.ts); a missing setting throws
 * MissingSettingError, never a guess.
 */
export function planKeyForPrice(priceId: string): PlanKey | null {
  const ids = requirePlanPriceIds();
  return (Object.keys(ids) as PlanKey[]).find((key) => ids[key] === priceId) ?? null;
}
