/**
 * Creates, or finds, what SwagDrop needs in a Stripe account: one product and one 90-day
 * recurring price per plan (found again by the price's lookup key) and the webhook endpoint for
 * the functions' stripeWebhook URL. Safe to rerun: an unchanged account is left as it is.
 * Used by `npm run stripe:setup` (scripts/stripe-setup.ts) and by the local harness.
 */
import type Stripe from 'stripe';
import { STRIPE_API_VERSION, WEBHOOK_EVENT_TYPES } from '../../functions/src/stripe/events';
import { PLAN_TERM_DAYS } from '@swagdrop/model/constants';
import { PLANS, type Plan, type PlanKey } from '@swagdrop/model/plans';

const CURRENCY = 'usd';
/** Marks our products, so a rerun finds a product whose price was never created. */
const PLAN_METADATA_KEY = 'swagdrop_plan';

export interface StripeSetupResult {
  priceIds: Record<PlanKey, string>;
  webhookEndpointId: string;
  /** Only when this run created the endpoint: Stripe never shows the secret again. */
  webhookSecret: string | null;
  /** One line per object created or changed, for the log. */
  changes: string[];
}

export async function setupStripe(
  stripe: Stripe,
  opts: { webhookUrl: string },
): Promise<StripeSetupResult> {
  const changes: string[] = [];
  const priceIds = {} as Record<PlanKey, string>;
  for (const plan of PLANS) priceIds[plan.key] = await ensurePrice(stripe, plan, changes);
  const endpoint = await ensureEndpoint(stripe, opts.webhookUrl, changes);
  return { priceIds, webhookEndpointId: endpoint.id, webhookSecret: endpoint.secret, changes };
}

async function ensurePrice(stripe: Stripe, plan: Plan, changes: string[]): Promise<string> {
  const found = await stripe.prices.list({ lookup_keys: [plan.lookupKey], active: true, limit: 1 });
  const current = found.data[0];
  if (current && priceMatches(current, plan)) return current.id;
  const productId =
    current && typeof current.product === 'string'
      ? current.product
      : await ensureProduct(stripe, plan, changes);
  const price = await stripe.prices.create({
    product: productId,
    currency: CURRENCY,
    unit_amount: plan.amountCents,
    recurring: { interval: 'day', interval_count: PLAN_TERM_DAYS },
    lookup_key: plan.lookupKey,
    // Moves the key from an outdated price (another amount or term) to this one.
    ...(current ? { transfer_lookup_key: true } : {}),
    nickname: plan.name,
    metadata: { [PLAN_METADATA_KEY]: plan.key },
  });
  changes.push(`created price ${price.id} (${plan.lookupKey})`);
  return price.id;
}

function priceMatches(price: Stripe.Price, plan: Plan): boolean {
  return (
    price.unit_amount === plan.amountCents &&
    price.currency === CURRENCY &&
    price.recurring?.interval === 'day' &&
    price.recurring.interval_count === PLAN_TERM_DAYS
  );
}

async function ensureProduct(stripe: Stripe, plan: Plan, changes: string[]): Promise<string> {
  for await (const product of stripe.products.list({ active: true, limit: 100 })) {
    if (product.metadata[PLAN_METADATA_KEY] === plan.key) return product.id;
  }
  const product = await stripe.products.create({
    name: plan.name,
    description: plan.description,
    metadata: { [PLAN_METADATA_KEY]: plan.key },
  });
  changes.push(`created product ${product.id} (${plan.name})`);
  return product.id;
}

async function ensureEndpoint(
  stripe: Stripe,
  url: string,
  changes: string[],
): Promise<{ id: string; secret: string | null }> {
  const wanted = [...WEBHOOK_EVENT_TYPES].sort();
  for await (const endpoint of stripe.webhookEndpoints.list({ limit: 100 })) {
    if (endpoint.url !== url) continue;
    if (endpoint.api_version !== STRIPE_API_VERSION) {
      // An endpoint's API version is fixed when it is created.
      throw new Error(
        `The webhook endpoint ${endpoint.id} for ${url} uses API version ${String(endpoint.api_version)}, ` +
          `not ${STRIPE_API_VERSION}. Delete it (Dashboard → Developers → Webhooks) and run this again.`,
      );
    }
    const events = [...endpoint.enabled_events].sort();
    if (endpoint.status !== 'enabled' || events.join() !== wanted.join()) {
      await stripe.webhookEndpoints.update(endpoint.id, {
        enabled_events: [...WEBHOOK_EVENT_TYPES],
        disabled: false,
      });
      changes.push(`updated webhook endpoint ${endpoint.id} (events, enabled)`);
    }
    return { id: endpoint.id, secret: null };
  }
  const created = await stripe.webhookEndpoints.create({
    url,
    api_version: STRIPE_API_VERSION,
    enabled_events: [...WEBHOOK_EVENT_TYPES],
    description: 'SwagDrop functions (stripeWebhook)',
  });
  changes.push(`created webhook endpoint ${created.id} → ${url}`);
  if (!created.secret) throw new Error(`Stripe returned no secret for ${created.id}.`);
  return { id: created.id, secret: created.secret };
}

/** The settings to store, as `KEY=value` lines, with a note when the secret cannot be shown. */
export function settingsText(result: StripeSetupResult): string {
  const lines = [
    `STRIPE_LISTING_PRICE_ID=${result.priceIds.listing}`,
    `STRIPE_FEATURED_PRICE_ID=${result.priceIds.featured}`,
  ];
  if (result.webhookSecret) {
    lines.push(`STRIPE_WEBHOOK_SECRET=${result.webhookSecret}`);
  } else {
    lines.push(
      `# The webhook endpoint ${result.webhookEndpointId} already existed; Stripe shows its signing`,
      '# secret only when it is created. Keep the STRIPE_WEBHOOK_SECRET you stored then, or roll it',
      '# (Dashboard → Developers → Webhooks → the endpoint → Roll secret) and store the new one.',
    );
  }
  return lines.join('\n');
}
