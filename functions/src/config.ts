import { DEFAULT_PLAN_IDS, type PlanIds, type PlanKey } from '@swagdrop/shared-ui/model';

/**
 * The one typed configuration of the functions. Secrets come from Firebase function secrets in
 * production (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET) and from functions/.env.local in the
 * emulator; without a Stripe key the local Stripe stand-in is used.
 */
export interface FunctionsConfig {
  isEmulator: boolean;
  stripe: {
    secretKey: string;
    webhookSecret: string;
    /** Set only when talking to the local stand-in instead of api.stripe.com. */
    standin: { host: string; port: number; protocol: 'http' } | null;
    planIds: Record<PlanKey, PlanIds>;
  };
  /** Origins of our own sites: checkout redirect URLs must start with one of them. */
  storefrontUrl: string;
  adminUrl: string;
  enforceAppCheck: boolean;
}

function env(name: string, fallback = ''): string {
  return process.env[name] ?? fallback;
}

export function loadConfig(): FunctionsConfig {
  const isEmulator = env('FUNCTIONS_EMULATOR') === 'true';
  const secretKey = env('STRIPE_SECRET_KEY');
  const useStandin = secretKey === '' || secretKey === 'sk_test_standin';
  return {
    isEmulator,
    stripe: {
      secretKey: useStandin ? 'sk_test_standin' : secretKey,
      webhookSecret: env('STRIPE_WEBHOOK_SECRET', useStandin ? 'whsec_standin_local_only' : ''),
      standin: useStandin
        ? {
            host: env('STRIPE_STANDIN_HOST', '127.0.0.1'),
            port: Number(env('STRIPE_STANDIN_PORT', '12111')),
            protocol: 'http',
          }
        : null,
      planIds: {
        listing: {
          productId: env('STRIPE_LISTING_PRODUCT_ID', DEFAULT_PLAN_IDS.listing.productId),
          priceId: env('STRIPE_LISTING_PRICE_ID', DEFAULT_PLAN_IDS.listing.priceId),
        },
        featured: {
          productId: env('STRIPE_FEATURED_PRODUCT_ID', DEFAULT_PLAN_IDS.featured.productId),
          priceId: env('STRIPE_FEATURED_PRICE_ID', DEFAULT_PLAN_IDS.featured.priceId),
        },
      },
    },
    storefrontUrl: env('STOREFRONT_URL', 'http://127.0.0.1:5100'),
    adminUrl: env('ADMIN_URL', 'http://127.0.0.1:5105'),
    enforceAppCheck: !isEmulator && env('ENFORCE_APP_CHECK', 'true') === 'true',
  };
}

export const config = loadConfig();
