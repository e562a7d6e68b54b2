/**
 * The local Stripe stand-in, driven by the real `stripe` SDK exactly as the Cloud Functions use
 * it. Needs no emulators: the stand-in and a webhook receiver run in-process on free ports.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION } from '../../functions/src/stripe/events';
import { setupStripe } from '../../scripts/lib/stripe-setup';
import { startStripeStandin, type Standin } from '../../scripts/stripe-standin/server';
import type { PlanKey } from '@swagdrop/model/plans';

const DAY = 86_400;

interface Received {
  raw: string;
  signature: string;
  event: Stripe.Event;
}

let receiver: Server;
let received: Received[] = [];
let standin: Standin;
let stripe: Stripe;
/** Created by setupStripe on the empty stand-in, like every run of the harness. */
let secret: string;
let prices: Record<PlanKey, string>;

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function startReceiver(): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const header = req.headers['stripe-signature'];
      const signature = typeof header === 'string' ? header : '';
      try {
        // Verifying here, as the webhook function does, proves the signature end to end.
        const event = stripe.webhooks.constructEvent(raw, signature, secret);
        received.push({ raw, signature, event });
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
      } catch {
        res.writeHead(400).end('bad signature');
      }
    });
  });
}

function types(): string[] {
  return received.map((entry) => entry.event.type);
}

async function pay(url: string): Promise<Response> {
  return fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
}

async function paymentSession(
  extra: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Promise<Stripe.Checkout.Session> {
  return stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: 5000,
          product_data: { name: 'Swag listing review' },
        },
      },
    ],
    success_url: 'https://swagdrop.test/done?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'https://swagdrop.test/canceled',
    metadata: { submission_id: 'sub_abc123' },
    client_reference_id: 'user_42',
    ...extra,
  });
}

beforeAll(async () => {
  receiver = startReceiver();
  const receiverPort = await listen(receiver);
  standin = await startStripeStandin({ port: 0, host: '127.0.0.1' });
  const { hostname, port } = new URL(standin.url);
  stripe = new Stripe('sk_test_standin', {
    apiVersion: STRIPE_API_VERSION,
    host: hostname,
    port: Number(port),
    protocol: 'http',
  });
  const setup = await setupStripe(stripe, {
    webhookUrl: `http://127.0.0.1:${receiverPort}/stripeWebhook`,
  });
  secret = setup.webhookSecret ?? '';
  prices = setup.priceIds;
});

afterAll(async () => {
  await standin.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

beforeEach(() => {
  received = [];
});

describe('customers', () => {
  it('creates a customer, then finds and retrieves the same one for reuse', async () => {
    const email = `brand-${Date.now()}@example.com`;
    const created = await stripe.customers.create({ email, metadata: { uid: 'u1' } });
    expect(created.id).toMatch(/^cus_/);
    expect(created.email).toBe(email);

    const found = await stripe.customers.list({ email, limit: 1 });
    expect(found.data.map((customer) => customer.id)).toEqual([created.id]);
    const again = await stripe.customers.retrieve(created.id);
    expect(again.id).toBe(created.id);
    expect((await stripe.customers.list({ email: 'nobody@example.com' })).data).toEqual([]);
  });
});

describe('payment mode checkout', () => {
  it('shows a hosted page, takes the payment, sends a signed event and redirects', async () => {
    const customer = await stripe.customers.create({ email: 'payer@example.com' });
    const session = await paymentSession({ customer: customer.id });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${standin.url}/checkout/${session.id}`);
    expect(session).toMatchObject({
      amount_total: 5000,
      currency: 'usd',
      payment_status: 'unpaid',
      status: 'open',
      mode: 'payment',
      customer: customer.id,
      subscription: null,
      client_reference_id: 'user_42',
      metadata: { submission_id: 'sub_abc123' },
    });

    const page = await fetch(session.url ?? '');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>');
    expect(html).toContain('$50.00');
    expect(html).toContain('Swag listing review');
    expect(html).toMatch(/<button[^>]*>Pay[^<]*<\/button>/);
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
    expect(html).toContain('SwagDrop local Stripe stand-in — no real payment is taken');

    const paid = await pay(session.url ?? '');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`https://swagdrop.test/done?session=${session.id}`);

    expect(types()).toEqual(['checkout.session.completed']);
    const [delivery] = received;
    const event = stripe.webhooks.constructEvent(
      delivery?.raw ?? '',
      delivery?.signature ?? '',
      secret,
    );
    expect(event).toMatchObject({
      object: 'event',
      api_version: STRIPE_API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    const completed = event.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({
      id: session.id,
      amount_total: 5000,
      payment_status: 'paid',
      status: 'complete',
      metadata: { submission_id: 'sub_abc123' },
      client_reference_id: 'user_42',
    });
    expect(completed.payment_intent).toMatch(/^pi_/);

    const stored = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['line_items', 'payment_intent'],
    });
    expect(stored.payment_status).toBe('paid');
    expect(stored.line_items?.data[0]?.amount_total).toBe(5000);
    expect((stored.payment_intent as Stripe.PaymentIntent).status).toBe('succeeded');

    const twice = await pay(session.url ?? '');
    expect(twice.status).toBe(409);
    expect(types()).toEqual(['checkout.session.completed']);
  });

  it('Cancel redirects to cancel_url, sends no event and leaves the session open', async () => {
    const session = await paymentSession();
    const res = await fetch(`${session.url ?? ''}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('https://swagdrop.test/canceled');
    expect(received).toEqual([]);
    const stored = await stripe.checkout.sessions.retrieve(session.id);
    expect(stored).toMatchObject({ status: 'open', payment_status: 'unpaid' });
  });
});

describe('subscription mode checkout', () => {
  it('creates an active 90 day subscription and sends its events in order', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: prices.featured, quantity: 1 }],
      customer_email: 'brand@example.com',
      success_url: 'https://swagdrop.test/brand/thanks?cs={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://swagdrop.test/brand',
      metadata: { submission_id: 'sub_feat' },
      subscription_data: { metadata: { submission_id: 'sub_feat', plan: 'featured' } },
    });
    expect(session.amount_total).toBe(6500);
    expect(session.subscription).toBeNull();

    const res = await pay(session.url ?? '');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`https://swagdrop.test/brand/thanks?cs=${session.id}`);
    expect(types()).toEqual([
      'customer.subscription.created',
      'checkout.session.completed',
      'invoice.paid',
    ]);

    const completed = received[1]?.event.data.object as Stripe.Checkout.Session;
    expect(completed.subscription).toMatch(/^sub_/);
    expect(completed.customer).toMatch(/^cus_/);
    expect(completed.metadata).toEqual({ submission_id: 'sub_feat' });
    const subscriptionId = String(completed.subscription);

    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error('subscription has no items');
    const expectedEnd = Math.floor(Date.now() / 1000) + 90 * DAY;
    expect(subscription.status).toBe('active');
    expect(subscription.cancel_at_period_end).toBe(false);
    expect(subscription.metadata).toEqual({ submission_id: 'sub_feat', plan: 'featured' });
    expect(item.price.id).toBe(prices.featured);
    expect(item.price.recurring).toMatchObject({ interval: 'day', interval_count: 90 });
    expect(Math.abs(item.current_period_end - expectedEnd)).toBeLessThan(60);
    expect(item.current_period_end).toBe(item.current_period_start + 90 * DAY);
    // Since basil the period lives on the items only.
    expect(subscription).not.toHaveProperty('current_period_end');
    expect(subscription).not.toHaveProperty('current_period_start');

    const invoice = received[2]?.event.data.object as Stripe.Invoice;
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_paid: 6500,
      customer: completed.customer,
    });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscriptionId);

    const customer = await stripe.customers.retrieve(String(completed.customer));
    expect(customer).toMatchObject({ email: 'brand@example.com' });
  });

  it('updates cancel_at_period_end and cancels, with matching events', async () => {
    const customer = await stripe.customers.create({ email: 'renew@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: prices.listing, quantity: 1 }],
      success_url: 'https://swagdrop.test/ok',
    });
    await pay(session.url ?? '');
    const { subscription } = await stripe.checkout.sessions.retrieve(session.id);
    const id = String(subscription);
    expect((await stripe.subscriptions.retrieve(id)).customer).toBe(customer.id);
    received = [];

    const updated = await stripe.subscriptions.update(id, {
      cancel_at_period_end: true,
      metadata: { reason: 'test' },
    });
    expect(updated.cancel_at_period_end).toBe(true);
    expect(updated.cancel_at).toBe(updated.items.data[0]?.current_period_end);
    expect(types()).toEqual(['customer.subscription.updated']);
    expect(received[0]?.event.data.previous_attributes).toMatchObject({
      cancel_at_period_end: false,
    });

    const canceled = await stripe.subscriptions.cancel(id);
    expect(canceled.status).toBe('canceled');
    expect(types()).toEqual(['customer.subscription.updated', 'customer.subscription.deleted']);
    expect((await stripe.subscriptions.retrieve(id)).status).toBe('canceled');
  });
});

describe('errors and signatures', () => {
  it('rejects an unknown price id with an invalid_request_error', async () => {
    const attempt = stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: 'price_does_not_exist', quantity: 1 }],
      success_url: 'https://swagdrop.test/ok',
    });
    await expect(attempt).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(attempt).rejects.toMatchObject({
      rawType: 'invalid_request_error',
      code: 'resource_missing',
      param: 'line_items[0][price]',
      statusCode: 400,
    });
  });

  it('404s an unknown subscription and rejects a recurring price in payment mode', async () => {
    await expect(stripe.subscriptions.retrieve('sub_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
    });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ price: prices.listing, quantity: 1 }],
        success_url: 'https://swagdrop.test/ok',
      }),
    ).rejects.toMatchObject({ rawType: 'invalid_request_error', param: 'line_items' });
  });

  it('serves the catalogue setup created through prices.retrieve and prices.list', async () => {
    const price = await stripe.prices.retrieve(prices.listing, { expand: ['product'] });
    expect(price).toMatchObject({
      unit_amount: 5000,
      currency: 'usd',
      type: 'recurring',
      lookup_key: 'swagdrop_listing_90d',
      recurring: { interval: 'day', interval_count: 90 },
    });
    expect((price.product as Stripe.Product).name).toBe('90 day Listing');
    const list = await stripe.prices.list({ active: true });
    expect(list.data.map((entry) => entry.id).sort()).toEqual(
      [prices.featured, prices.listing].sort(),
    );
  });

  it('fails constructEvent for a tampered payload, a forged header or the wrong secret', async () => {
    const session = await paymentSession();
    await pay(session.url ?? '');
    const [delivery] = received;
    const raw = delivery?.raw ?? '';
    const header = delivery?.signature ?? '';
    const tampered = raw.replace('"amount_total": 5000', '"amount_total": 1');
    expect(tampered).not.toBe(raw);
    const forged = header.replace(
      /v1=([0-9a-f])/,
      (_m, c: string) => `v1=${c === '0' ? '1' : '0'}`,
    );
    for (const [payload, sig, key] of [
      [tampered, header, secret],
      [raw, forged, secret],
      [raw, header, 'whsec_wrong'],
    ] as const) {
      expect(() => stripe.webhooks.constructEvent(payload, sig, key)).toThrow(
        Stripe.errors.StripeSignatureVerificationError,
      );
    }
  });
});

describe('operations', () => {
  it('answers health, lists sent events and resets state', async () => {
    expect(await (await fetch(`${standin.url}/__standin/health`)).json()).toEqual({ ok: true });
    const session = await paymentSession();
    await pay(session.url ?? '');
    const listed = (await (await fetch(`${standin.url}/__standin/events`)).json()) as {
      data: Stripe.Event[];
    };
    expect(listed.data.at(-1)?.type).toBe('checkout.session.completed');

    const reset = await fetch(`${standin.url}/__standin/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    expect(standin.state.events).toEqual([]);
    await expect(stripe.checkout.sessions.retrieve(session.id)).rejects.toMatchObject({
      statusCode: 404,
    });
    // The account's setup survives, so the ids the functions were given stay valid.
    expect((await stripe.prices.retrieve(prices.featured)).unit_amount).toBe(6500);
    expect((await stripe.webhookEndpoints.list()).data).toHaveLength(1);
  });

  it('still redirects, after retrying, when the webhook receiver is down', async () => {
    const lines: string[] = [];
    const dead = await startStripeStandin({
      port: 0,
      webhookRetries: 2,
      webhookRetryBaseMs: 10,
      log: (line) => lines.push(line),
    });
    try {
      const { hostname, port } = new URL(dead.url);
      const client = new Stripe('sk_test_standin', {
        host: hostname,
        port: Number(port),
        protocol: 'http',
      });
      await client.webhookEndpoints.create({
        // Port 9 (discard) is closed on test machines, so every attempt is refused at once.
        url: 'http://127.0.0.1:9/stripeWebhook',
        enabled_events: ['checkout.session.completed'],
      });
      const session = await client.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 2,
            price_data: { currency: 'usd', unit_amount: 1500, product_data: { name: 'Pens' } },
          },
        ],
        success_url: 'https://swagdrop.test/ok',
      });
      expect(session.amount_total).toBe(3000);
      const res = await pay(session.url ?? '');
      expect(res.status).toBe(303);
      expect(dead.state.deliveries).toMatchObject([
        { type: 'checkout.session.completed', ok: false, attempts: 3 },
      ]);
      expect(lines.some((line) => line.includes('gave up after 3 attempt(s)'))).toBe(true);
      expect(lines.some((line) => /^POST \/v1\/checkout\/sessions 200 \d+ms$/.test(line))).toBe(
        true,
      );
    } finally {
      await dead.close();
    }
  });
});
