import { onRequest } from 'firebase-functions/v2/https';
import { PLANS, type PlanCatalogue } from '@swagdrop/model';
import { requirePlanPriceIds, requireStorefrontUrl } from '../config';
import { settingsOr500 } from './http-endpoint';
import { isAllowedOrigin } from './origins';

/** Browsers and the CDN may keep the catalogue this long; a price change shows within it. */
const MAX_AGE_SECONDS = 300;

/**
 * GET planCatalogue: each plan's Stripe price id in this deployment (params in config.ts), so
 * no price id is built into the storefront. Public data: no secrets bound, CDN-cacheable, CORS
 * for the storefront's origin.
 */
export const planCatalogue = onRequest(
  { cors: false, memory: '128MiB', concurrency: 80 },
  (req, res) => {
    const settings = settingsOr500('planCatalogue', res, 'Plans are not configured', () => ({
      prices: requirePlanPriceIds(),
      storefront: requireStorefrontUrl(),
    }));
    if (!settings) return;
    const origin = req.get('origin');
    res.set('Vary', 'Origin');
    if (origin && isAllowedOrigin(origin, [settings.storefront])) {
      res.set('Access-Control-Allow-Origin', origin);
    }
    if (req.method === 'OPTIONS') {
      res.set('Access-Control-Allow-Methods', 'GET').set('Access-Control-Max-Age', '3600');
      res.status(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD, OPTIONS').status(405).json({ error: 'Method not allowed' });
      return;
    }
    const body: PlanCatalogue = {
      plans: PLANS.map((plan) => ({ key: plan.key, price_id: settings.prices[plan.key] })),
    };
    res
      .status(200)
      .set('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}, s-maxage=${MAX_AGE_SECONDS}`)
      .json(body);
  },
);
