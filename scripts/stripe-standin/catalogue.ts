/**
 * The fixed product catalogue, built from the same plan table the app renders so prices shown in
 * the storefront and prices charged by the stand-in cannot drift apart.
 */
import { DEFAULT_PLAN_IDS, PLANS } from '../../shared-ui/src/model/plans';
import type { Price, Product, Recurring } from './types';

/** Both plans renew every 90 days (spec §3). */
export const PLAN_RECURRENCE: Recurring = {
  interval: 'day',
  interval_count: 90,
  usage_type: 'licensed',
  meter: null,
  trial_period_days: null,
};

/** A fixed timestamp keeps catalogue objects identical across restarts. */
const CATALOGUE_CREATED = 1_735_689_600;

export function buildCatalogue(): { products: Product[]; prices: Price[] } {
  const products: Product[] = [];
  const prices: Price[] = [];
  for (const plan of PLANS) {
    const ids = DEFAULT_PLAN_IDS[plan.key];
    products.push({
      id: ids.productId,
      object: 'product',
      active: true,
      created: CATALOGUE_CREATED,
      updated: CATALOGUE_CREATED,
      name: plan.name,
      description: plan.description,
      default_price: ids.priceId,
      images: [],
      livemode: false,
      metadata: { plan: plan.key },
      type: 'service',
      url: null,
    });
    prices.push({
      id: ids.priceId,
      object: 'price',
      active: true,
      billing_scheme: 'per_unit',
      created: CATALOGUE_CREATED,
      currency: 'usd',
      livemode: false,
      lookup_key: null,
      metadata: { plan: plan.key },
      nickname: plan.name,
      product: ids.productId,
      recurring: { ...PLAN_RECURRENCE },
      tax_behavior: 'unspecified',
      type: 'recurring',
      unit_amount: plan.amountCents,
      unit_amount_decimal: String(plan.amountCents),
    });
  }
  return { products, prices };
}
