/**
 * `npm run stripe:setup` (setupStripe) against an empty in-process stand-in, and what the
 * stand-in does with what it creates: random ids, a secret shown once, events delivered to every
 * endpoint listening for them, signed with that endpoint's secret in its API version.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION, WEBHOOK_EVENT_TYPES } from '../../functions/src/stripe/events';
import { settingsText, setupStripe } from '../../scripts/lib/stripe-setup';
import { startStripeStandin, type Standin } from '../../scripts/stripe-standin/server';

interface Received {
  raw: string;
  signature: string;
}

let standin: Standin;
let stripe: Stripe;
const servers: Server[] = [];

beforeEach(async () => {
  standin = await startStripeStandin({ port: 0 });
  const { hostname, port } = new URL(standin.url);
  stripe = new Stripe('sk_test_standin', {
    apiVersion: STRIPE_API_VERSION,
    host: hostname,
    port: Number(port),
    protocol: 'http',
  });
});

afterEach(async () => {
  await standin.close();
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A webhook receiver on a free port that records what it gets. */
async function receiver(): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const header = req.headers['stripe-signature'];
      received.push({
        raw: Buffer.concat(chunks).toString('utf8'),
        signature: typeof header === 'string' ? header : '',
      });
      res.writeHead(200).end('{}');
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/stripeWebhook`, received };
}

async function counts() {
  return {
    products: (await stripe.products.list({ limit: 100 })).data.length,
    prices: (await stripe.prices.list({ limit: 100 })).data.length,
    endpoints: (await stripe.webhookEndpoints.list({ limit: 100 })).data.length,
  };
}

describe('setupStripe', () => {
  it('creates each object once, however often it runs, and prints the settings', async () => {
    expect(await counts()).toEqual({ products: 0, prices: 0, endpoints: 0 });
    const webhookUrl = 'https://functions.example/stripeWebhook';
    const first = await setupStripe(stripe, { webhookUrl });
    expect(first.priceIds.listing).toMatch(/^price_[A-Za-z0-9]{20,}$/);
    expect(first.priceIds.featured).toMatch(/^price_[A-Za-z0-9]{20,}$/);
    expect(first.webhookEndpointId).toMatch(/^we_[A-Za-z0-9]{20,}$/);
    expect(first.webhookSecret).toMatch(/^whsec_[A-Za-z0-9_-]{20,}$/);
    expect(settingsText(first)).toContain(`STRIPE_WEBHOOK_SECRET=${first.webhookSecret}`);

    const second = await setupStripe(stripe, { webhookUrl });
    expect(second).toMatchObject({
      priceIds: first.priceIds,
      webhookEndpointId: first.webhookEndpointId,
      webhookSecret: null,
      changes: [],
    });
    expect(await counts()).toEqual({ products: 2, prices: 2, endpoints: 1 });
    const text = settingsText(second);
    expect(text).toContain(`STRIPE_LISTING_PRICE_ID=${first.priceIds.listing}`);
    expect(text).toContain(`STRIPE_FEATURED_PRICE_ID=${first.priceIds.featured}`);
    expect(text).not.toContain('STRIPE_WEBHOOK_SECRET=');
    expect(text).toContain('Roll secret');

    const price = await stripe.prices.retrieve(first.priceIds.featured, { expand: ['product'] });
    expect(price).toMatchObject({
      active: true,
      currency: 'usd',
      unit_amount: 6500,
      lookup_key: 'swagdrop_featured_90d',
      recurring: { interval: 'day', interval_count: 90 },
    });
    expect((price.product as Stripe.Product).id).toMatch(/^prod_/);
    const endpoint = await stripe.webhookEndpoints.retrieve(first.webhookEndpointId);
    expect(endpoint).toMatchObject({ url: webhookUrl, api_version: STRIPE_API_VERSION });
    expect([...endpoint.enabled_events].sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    expect(endpoint.secret).toBeUndefined();
  });

  it('puts a changed endpoint back, and replaces an outdated price under the same key', async () => {
    const webhookUrl = 'https://functions.example/stripeWebhook';
    const endpoint = await stripe.webhookEndpoints.create({
      url: webhookUrl,
      api_version: STRIPE_API_VERSION,
      enabled_events: ['invoice.paid'],
    });
    await stripe.webhookEndpoints.update(endpoint.id, { disabled: true });
    const product = await stripe.products.create({ name: 'Old listing' });
    const old = await stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 4000,
      recurring: { interval: 'month' },
      lookup_key: 'swagdrop_listing_90d',
    });

    const result = await setupStripe(stripe, { webhookUrl });
    expect(result.webhookEndpointId).toBe(endpoint.id);
    expect(result.webhookSecret).toBeNull();
    const updated = await stripe.webhookEndpoints.retrieve(endpoint.id);
    expect(updated.status).toBe('enabled');
    expect([...updated.enabled_events].sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());

    expect(result.priceIds.listing).not.toBe(old.id);
    const listing = await stripe.prices.retrieve(result.priceIds.listing);
    expect(listing).toMatchObject({ unit_amount: 5000, product: product.id });
    expect((await stripe.prices.retrieve(old.id)).lookup_key).toBeNull();
  });
});

describe('catalogue and endpoints through the API', () => {
  it('refuses a lookup key that another price holds unless it is transferred', async () => {
    const product = await stripe.products.create({ name: 'Pens' });
    const base = { product: product.id, currency: 'usd', unit_amount: 100 } as const;
    const first = await stripe.prices.create({ ...base, lookup_key: 'pens' });
    await expect(stripe.prices.create({ ...base, lookup_key: 'pens' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'lookup_key',
    });
    const second = await stripe.prices.create({
      ...base,
      lookup_key: 'pens',
      transfer_lookup_key: true,
    });
    const found = await stripe.prices.list({ lookup_keys: ['pens'] });
    expect(found.data.map((p) => p.id)).toEqual([second.id]);
    expect(first.id).not.toBe(second.id);
  });

  it('delivers each event to every endpoint listening for it, signed with its own secret', async () => {
    const a = await receiver();
    const b = await receiver();
    const c = await receiver();
    const endpointA = await stripe.webhookEndpoints.create({
      url: a.url,
      api_version: STRIPE_API_VERSION,
      enabled_events: ['checkout.session.completed'],
    });
    const endpointB = await stripe.webhookEndpoints.create({
      url: b.url,
      api_version: '2025-03-31.basil',
      enabled_events: ['*'],
    });
    await stripe.webhookEndpoints.create({ url: c.url, enabled_events: ['invoice.paid'] });
    expect(endpointA.secret).not.toBe(endpointB.secret);

    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: 5000, product_data: { name: 'Fee' } },
        },
      ],
      success_url: 'https://swagdrop.test/ok',
    });
    await fetch(`${session.url ?? ''}/pay`, { method: 'POST', redirect: 'manual' });

    expect(c.received).toEqual([]);
    const [toA] = a.received;
    const [toB] = b.received;
    const eventA = stripe.webhooks.constructEvent(
      toA?.raw ?? '',
      toA?.signature ?? '',
      endpointA.secret ?? '',
    );
    const eventB = stripe.webhooks.constructEvent(
      toB?.raw ?? '',
      toB?.signature ?? '',
      endpointB.secret ?? '',
    );
    expect(eventA.id).toBe(eventB.id);
    expect(eventA).toMatchObject({ api_version: STRIPE_API_VERSION, pending_webhooks: 2 });
    expect(eventB.api_version).toBe('2025-03-31.basil');
    expect(() =>
      stripe.webhooks.constructEvent(toA?.raw ?? '', toA?.signature ?? '', endpointB.secret ?? ''),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });
});
