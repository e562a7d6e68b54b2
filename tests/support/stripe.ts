/**
 * The local Stripe stand-in as tests see it: its URL, the real SDK pointed at it, the plans'
 * price ids (found by lookup key, as the setup created them), the webhook secret and the
 * stand-in's control endpoint. The
 * stand-in itself is started and set up by scripts/test.ts before the emulators.
 */
import Stripe from 'stripe';
import { STRIPE_API_VERSION } from '../../functions/src/stripe/events';
import { HOST, PORTS, URLS, WEBHOOK_SECRET_ENV } from '../../scripts/lib/local-env';
import type { AdvanceAction } from '../../scripts/stripe-standin/control';
import { PLANS, type PlanKey } from '@swagdrop/model/plans';

export type { AdvanceAction } from '../../scripts/stripe-standin/control';

export const STANDIN_URL = URLS.stripe;

export const standinStripe = new Stripe('sk_test_standin', {
  apiVersion: STRIPE_API_VERSION,
  host: HOST,
  port: PORTS.stripe,
  protocol: 'http',
});

/** Each plan's active price id, looked up by its lookup key. */
export async function planPriceIds(
  stripe: Stripe = standinStripe,
): Promise<Record<PlanKey, string>> {
  const prices = await stripe.prices.list({
    lookup_keys: PLANS.map((plan) => plan.lookupKey),
    active: true,
  });
  const ids = {} as Record<PlanKey, string>;
  for (const plan of PLANS) {
    const price = prices.data.find((entry) => entry.lookup_key === plan.lookupKey);
    if (!price)
      throw new Error(`no active price with lookup key ${plan.lookupKey}; was stripe:setup run?`);
    ids[plan.key] = price.id;
  }
  return ids;
}

/** The functions' webhook signing secret, handed over by scripts/test.ts. */
export function webhookSecret(): string {
  const secret = process.env[WEBHOOK_SECRET_ENV];
  if (!secret) throw new Error(`${WEBHOOK_SECRET_ENV} is not set; run the suite through npm test`);
  return secret;
}

/**
 * Moves a subscription on as time and Stripe would (README: local Stripe stand-in) and resolves
 * once the resulting webhooks were delivered. Returns the subscription afterwards.
 */
export async function advanceSubscription(
  id: string,
  action: AdvanceAction,
  opts: { cancelAt?: number; baseUrl?: string } = {},
): Promise<Stripe.Subscription> {
  const body = opts.cancelAt === undefined ? { action } : { action, cancel_at: opts.cancelAt };
  const url = `${opts.baseUrl ?? STANDIN_URL}/__standin/subscriptions/${id}/advance`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as unknown;
  if (!res.ok)
    throw new Error(`advance ${action} on ${id}: HTTP ${res.status} ${JSON.stringify(json)}`);
  return json as Stripe.Subscription;
}
