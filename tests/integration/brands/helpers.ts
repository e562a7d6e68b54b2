/**
 * Helpers of the brand/Stripe integration suites: the real Stripe SDK pointed at the local
 * stand-in, self-signed webhook deliveries, and an image uploaded to the Storage emulator so a
 * submission can reference a file of our own bucket.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { adminBucket, PORTS, HOST, URLS } from '../../support/emulator';
import { planPriceIds, standinStripe, webhookSecret } from '../../support/stripe';

/** The secret of the endpoint stripe:setup registered for this run (never a constant). */
export const WEBHOOK_SECRET = webhookSecret();
/** The plans' prices as stripe:setup created them on the stand-in, found by lookup key. */
export const { listing: LISTING_PRICE, featured: FEATURED_PRICE } = await planPriceIds();

export const stripe = standinStripe;

export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
export const uniqueEmail = (prefix: string) => `${unique(prefix)}@brand.test`;
/** Each test uses its own client IP, so the per-IP throttles never interfere. */
export const uniqueIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0] ?? 1).join('.')}`;

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Uploads a real image as the upload helper would and returns its emulator download URL. */
export async function uploadTestImage(): Promise<string> {
  const name = `${Date.now()}-${randomBytes(6).toString('hex')}.png`;
  const bucket = adminBucket();
  // A simple (not resumable) upload: one request, which the Storage emulator handles reliably.
  await bucket.file(`swag-images/${name}`).save(PNG, {
    resumable: false,
    contentType: 'image/png',
    metadata: { cacheControl: 'public, max-age=3600' },
  });
  return `http://${HOST}:${PORTS.storage}/v0/b/${bucket.name}/o/swag-images%2F${name}?alt=media`;
}

export function submissionInput(imageUrl: string, overrides: Record<string, unknown> = {}) {
  return {
    brand_name: 'Acme Integration Co',
    contact_email: uniqueEmail('contact'),
    title: unique('Integration Tee'),
    description: 'A soft cotton tee from our last conference.',
    category: 'shirts',
    image_url: imageUrl,
    external_url: 'https://example.com/claim',
    coupon_code: '',
    free_shipping: false,
    target_scope: 'nationwide',
    target_location: null,
    website: '',
    ...overrides,
  };
}

/**
 * POSTs JSON to an HTTP function. Each call comes from a fresh visitor address unless the test
 * sends its own X-Forwarded-For (the emulator appends none, so the per-IP throttles would
 * otherwise count every test's calls together; functions/src/lib/request-ip.ts).
 */
export async function postJson(
  fn: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const res = await fetch(`${URLS.functions}/${fn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp(), ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { raw: text };
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/**
 * A Stripe object as raw JSON from the stand-in. The SDK turns decimal fields into Decimal
 * objects (BigInt inside) that JSON.stringify cannot write, and webhooks carry plain JSON.
 */
export async function rawStripe<T = Record<string, unknown>>(path: string): Promise<T> {
  const res = await fetch(`${URLS.stripe}/v1/${path}`, {
    headers: { authorization: 'Bearer sk_test_standin' },
  });
  if (!res.ok) throw new Error(`stand-in GET ${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** An event envelope like Stripe's, with a fresh id, around an object read from the stand-in. */
export function makeEvent(type: string, object: unknown): Stripe.Event {
  return {
    id: `evt_test_${randomBytes(8).toString('hex')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  } as unknown as Stripe.Event;
}

/** Delivers an event to the webhook function, signed with the test secret (or not at all). */
export async function deliver(
  event: Stripe.Event,
  opts: { secret?: string; signature?: string | null } = {},
): Promise<number> {
  const payload = JSON.stringify(event);
  const signature =
    opts.signature === undefined
      ? stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET })
      : opts.signature;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['stripe-signature'] = signature;
  const res = await fetch(`${URLS.functions}/stripeWebhook`, {
    method: 'POST',
    headers,
    body: payload,
  });
  await res.arrayBuffer();
  return res.status;
}

/** Each event three times, in the order given; returns every status. */
export async function deliverThrice(events: Stripe.Event[]): Promise<number[]> {
  const statuses: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const event of events) statuses.push(await deliver(event));
  }
  return statuses;
}

/** Presses Pay on the stand-in's hosted page (it sends its own signed events first). */
export async function payOnStandin(checkoutUrl: string): Promise<string | null> {
  const res = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
  await res.arrayBuffer();
  return res.headers.get('location');
}

export const sessionIdFromUrl = (url: string) => url.split('/checkout/')[1] ?? '';
