import { planForPrice, type PlanKey } from '@swagdrop/shared-ui/model';
import { config } from '../config';

/**
 * Which plan a Stripe price id is (STRIPE_LISTING_PRICE_ID / STRIPE_FEATURED_PRICE_ID, with the
 * stand-in's defaults). The one place this module reads the price settings.
 */
export function planKeyForPrice(priceId: string): PlanKey | null {
  return planForPrice(priceId, config.stripe.planIds)?.key ?? null;
}
