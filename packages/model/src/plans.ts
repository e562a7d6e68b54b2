/**
 * The two 90-day brand plans (docs/product-rules.md#plans). Their Stripe price ids are configured
 * for the functions only; the storefront reads them at run time (PlanCatalogue, from the
 * planCatalogue function), so one build works against the local stand-in and against Stripe.
 */
export type PlanKey = 'listing' | 'featured';

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

/** GET planCatalogue: the Stripe price id of each plan in this deployment. */
export interface PlanCatalogue {
  plans: { key: PlanKey; price_id: string }[];
}

export function priceIdOf(key: PlanKey, catalogue: PlanCatalogue): string | undefined {
  return catalogue.plans.find((entry) => entry.key === key)?.price_id;
}

export function planForPrice(priceId: string, catalogue: PlanCatalogue): Plan | undefined {
  const key = catalogue.plans.find((entry) => entry.price_id === priceId)?.key;
  return PLANS.find((plan) => plan.key === key);
}

/**
 * When a running plan is set to end (epoch seconds), or null if it renews: the period end when it
 * is canceled at period end, otherwise a set cancellation date (Stripe `cancel_at`, which the
 * customer portal may set).
 */
export function scheduledPlanEnd(view: {
  cancel_at_period_end: boolean;
  current_period_end: number;
  cancel_at?: number | null;
}): number | null {
  if (view.cancel_at_period_end) return view.current_period_end;
  return view.cancel_at ?? null;
}
