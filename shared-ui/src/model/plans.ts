/**
 * The two 90-day brand plans (spec §3, decisions.md). Stripe product and price ids come from
 * configuration so one build works against the local stand-in and against Stripe.
 */
export type PlanKey = 'listing' | 'featured';

export interface PlanIds {
  productId: string;
  priceId: string;
}

export interface Plan {
  key: PlanKey;
  /** Names the plan's Stripe price; `npm run stripe:setup` creates it, the functions find it. */
  lookupKey: string;
  name: string;
  amountCents: number;
  priceLabel: string;
  termLabel: string;
  description: string;
  features: readonly string[];
}

export const PLANS: readonly Plan[] = [
  {
    key: 'listing',
    lookupKey: 'swagdrop_listing_90d',
    name: '90 day Listing',
    amountCents: 5000,
    priceLabel: '$50',
    termLabel: '/ 90 days',
    description: 'Keep your swag listed in the directory for 90 days.',
    features: [
      'Auto-renews every 90 days',
      'Cancel anytime by emailing support before renewal',
      'No partial refunds',
    ],
  },
  {
    key: 'featured',
    lookupKey: 'swagdrop_featured_90d',
    name: 'Featured Placement 90 Days',
    amountCents: 6500,
    priceLabel: '$65',
    termLabel: '/ 90 days',
    description: '$50 standard listing + $15 featured upgrade per 90-day cycle.',
    features: [
      'Placed in the featured section on the front page',
      'Shown at the top of the swag page',
      'Placement within the featured area is randomized',
      'Auto-renews every 90 days',
    ],
  },
];

/** Default ids, matching the local Stripe stand-in's catalogue; production overrides them. */
export const DEFAULT_PLAN_IDS: Record<PlanKey, PlanIds> = {
  listing: { productId: 'prod_swagdrop_listing', priceId: 'price_swagdrop_listing_90d' },
  featured: { productId: 'prod_swagdrop_featured', priceId: 'price_swagdrop_featured_90d' },
};

export function planForPrice(priceId: string, ids: Record<PlanKey, PlanIds>): Plan | undefined {
  return PLANS.find((plan) => ids[plan.key].priceId === priceId);
}
