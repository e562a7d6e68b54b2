/**
 * Contract: every object the stand-in returns or sends has the top-level fields of Stripe's
 * published example of the same type (tests/fixtures/stripe/fixtures3.json) and no others, so
 * a field the current API removed (a subscription's top-level `current_period_end`, an invoice's
 * `subscription`, Checkout's `ui_mode: 'hosted'` shapes...) cannot creep back in. Reads raw JSON,
 * not the SDK's parsed objects.
 */
import { readFileSync } from 'node:fs';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION } from '../../functions/src/stripe/events';
import { setupStripe, type StripeSetupResult } from '../../scripts/lib/stripe-setup';
import { startStripeStandin, type Standin } from '../../scripts/stripe-standin/server';

type Json = Record<string, unknown>;

const fixtures = (
  JSON.parse(
    readFileSync(new URL('../fixtures/stripe/fixtures3.json', import.meta.url), 'utf8'),
  ) as { resources: Record<string, Json> }
).resources;

/** Present in a field of the pinned SDK's types for 2026-10-28.endive but newer than the fixture. */
const NEWER_THAN_FIXTURE: Record<string, readonly string[]> = {
  'checkout.session': ['allowed_payment_method_types'] satisfies (keyof Stripe.Checkout.Session)[],
  subscription_item: ['current_trial'] satisfies (keyof Stripe.SubscriptionItem)[],
  product: ['tax_details'] satisfies (keyof Stripe.Product)[],
  dispute: ['intended_submission_method'] satisfies (keyof Stripe.Dispute)[],
};

/** In the fixture but gone from the pinned API (compile error if the SDK type still had it). */
type Removed<T, K extends string> = K extends keyof T ? never : K;
const REMOVED_SINCE_FIXTURE: Record<string, readonly string[]> = {
  invoice: ['subscription'] satisfies Removed<Stripe.Invoice, 'subscription'>[],
};

/** Field names the stand-in has that Stripe's object of this type (pinned version) does not. */
function unknownFields(type: string, object: Json): string[] {
  const removed = new Set(REMOVED_SINCE_FIXTURE[type] ?? []);
  const known = new Set([
    ...Object.keys(fixtures[type] ?? {}).filter((key) => !removed.has(key)),
    ...(NEWER_THAN_FIXTURE[type] ?? []),
  ]);
  return Object.keys(object).filter((key) => !known.has(key));
}

/** Field names Stripe's object of this type has that the stand-in lacks. */
function missingFields(type: string, object: Json): string[] {
  const removed = new Set(REMOVED_SINCE_FIXTURE[type] ?? []);
  return Object.keys(fixtures[type] ?? {}).filter((key) => !removed.has(key) && !(key in object));
}

let standin: Standin;
let setup: StripeSetupResult;
const objects: Record<string, Json> = {};

async function raw(path: string, init: RequestInit = {}): Promise<Json> {
  const res = await fetch(`${standin.url}/v1/${path}`, {
    ...init,
    headers: {
      authorization: 'Bearer sk_test_contract',
      'content-type': 'application/x-www-form-urlencoded',
    },
  });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as Json;
}

const list = (value: unknown): Json[] => (value as { data: Json[] }).data;

beforeAll(async () => {
  standin = await startStripeStandin({ port: 0, webhookRetries: 0 });
  const { port } = new URL(standin.url);
  const stripe = new Stripe('sk_test_contract', {
    apiVersion: STRIPE_API_VERSION,
    host: '127.0.0.1',
    port: Number(port),
    protocol: 'http',
  });
  // Port 9 refuses at once; the events are read from the stand-in's own record.
  setup = await setupStripe(stripe, { webhookUrl: 'http://127.0.0.1:9/stripeWebhook' });
  const customer = await stripe.customers.create({ email: 'contract@brand.test' });
  const created = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: setup.priceIds.featured, quantity: 1 }],
    success_url: 'https://swagdrop.test/ok',
  });
  await fetch(`${created.url ?? ''}/pay`, { method: 'POST', redirect: 'manual' });

  const session = await raw(`checkout/sessions/${created.id}?expand[]=line_items`);
  objects.item = list(session.line_items)[0] ?? {};
  delete session.line_items;
  objects['checkout.session'] = session;
  const subscription = await raw(`subscriptions/${String(session.subscription)}`);
  objects.subscription = subscription;
  objects.subscription_item = list(subscription.items)[0] ?? {};
  const invoice = await raw(`invoices/${String(subscription.latest_invoice)}`);
  objects.invoice = invoice;
  objects.line_item = list(invoice.lines)[0] ?? {};
  const price = await raw(`prices/${setup.priceIds.featured}`);
  objects.price = price;
  objects.product = await raw(`products/${String(price.product)}`);
  objects.customer = await raw(`customers/${customer.id}`);
  objects.webhook_endpoint = await raw(`webhook_endpoints/${setup.webhookEndpointId}`);
  objects['billing_portal.session'] = await raw('billing_portal/sessions', {
    method: 'POST',
    body: `customer=${customer.id}&return_url=${encodeURIComponent('https://swagdrop.test/')}`,
  });
  objects.event = structuredClone(standin.state.events[0]) as unknown as Json;

  // Money going back: the invoice's payment and charge, a partial refund, a dispute.
  const payment = list(await raw(`invoice_payments?invoice=${String(invoice.id)}`))[0] ?? {};
  objects.invoice_payment = payment;
  const intent = await raw(
    `payment_intents/${String((payment.payment as Json | undefined)?.payment_intent)}`,
  );
  objects.refund = await raw('refunds', {
    method: 'POST',
    body: `charge=${String(intent.latest_charge)}&amount=100`,
  });
  const opened = await fetch(
    `${standin.url}/__standin/charges/${String(intent.latest_charge)}/dispute`,
    { method: 'POST' },
  );
  objects.dispute = (await opened.json()) as Json;
  objects.charge = await raw(`charges/${String(intent.latest_charge)}`);
});

afterAll(async () => {
  await standin.close();
});

const TYPES = [
  'checkout.session',
  'item',
  'subscription',
  'subscription_item',
  'invoice',
  'line_item',
  'price',
  'product',
  'customer',
  'webhook_endpoint',
  'event',
  'billing_portal.session',
  'invoice_payment',
  'charge',
  'refund',
  'dispute',
];

describe('the stand-in’s objects have the shape of Stripe’s published examples', () => {
  it.each(TYPES)('%s: no field Stripe lacks, every field Stripe has', (type) => {
    const object = objects[type] ?? {};
    expect(object.object ?? type).toBe(type === 'item' ? 'item' : type);
    expect(unknownFields(type, object)).toEqual([]);
    expect(missingFields(type, object)).toEqual([]);
  });

  it('every event it sends carries an object of a checked type', () => {
    const sent = new Set(standin.state.events.map((e) => (e.data.object as Json).object));
    for (const type of sent) expect(TYPES).toContain(type);
    expect(standin.state.events.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'checkout.session.completed',
      'invoice.paid',
      'charge.refunded',
      'charge.dispute.created',
    ]);
  });

  it('a charge carries its receipt, refunds and dispute as Stripe shows them', () => {
    expect(objects.charge).toMatchObject({
      amount_refunded: 100,
      refunded: false,
      disputed: true,
      receipt_url: expect.stringMatching(/\/receipts\/payment\/ch_/) as unknown,
    });
    expect(objects.refund).toMatchObject({ amount: 100, status: 'succeeded' });
    expect(objects.dispute).toMatchObject({ status: 'needs_response', amount: 6400 });
  });

  it('would catch fields the current API removed', () => {
    const subscription = objects.subscription ?? {};
    expect(subscription).not.toHaveProperty('current_period_end');
    expect(unknownFields('subscription', { ...subscription, current_period_end: 1 })).toEqual([
      'current_period_end',
    ]);
    expect(unknownFields('invoice', { ...objects.invoice, subscription: 'sub_1' })).toEqual([
      'subscription',
    ]);
    expect(objects['checkout.session']).toMatchObject({ ui_mode: 'hosted_page' });
    expect(objects.invoice).toMatchObject({
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id },
      },
    });
  });
});
