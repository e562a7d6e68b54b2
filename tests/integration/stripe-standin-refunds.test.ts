/**
 * The stand-in's money going back: refunds through the API (idempotent, never more than the
 * charge), disputes through the control endpoint, each with Stripe's signed events, and the
 * receipt page a charge's receipt_url points at.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION } from '../../functions/src/stripe/events';
import { setupStripe } from '../../scripts/lib/stripe-setup';
import { startStripeStandin, type Standin } from '../../scripts/stripe-standin/server';

let standin: Standin;
let stripe: Stripe;
let receiver: Server;
let secret = '';
let featuredPrice = '';
let received: Stripe.Event[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const signature = String(req.headers['stripe-signature'] ?? '');
      received.push(stripe.webhooks.constructEvent(Buffer.concat(chunks), signature, secret));
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverPort = (receiver.address() as AddressInfo).port;
  standin = await startStripeStandin({ port: 0 });
  const { port } = new URL(standin.url);
  stripe = new Stripe('sk_test_refunds', {
    apiVersion: STRIPE_API_VERSION,
    host: '127.0.0.1',
    port: Number(port),
    protocol: 'http',
  });
  const setup = await setupStripe(stripe, {
    webhookUrl: `http://127.0.0.1:${receiverPort}/stripeWebhook`,
  });
  secret = setup.webhookSecret ?? '';
  featuredPrice = setup.priceIds.featured;
});

afterAll(async () => {
  await standin.close();
  await new Promise((resolve) => receiver.close(resolve));
});

beforeEach(() => {
  received = [];
});

/** A $50 payment-mode Checkout paid on the hosted page; returns its payment intent's charge. */
async function paidCharge(): Promise<Stripe.Charge> {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        price_data: { currency: 'usd', unit_amount: 5000, product_data: { name: 'Fee' } },
        quantity: 1,
      },
    ],
    success_url: 'https://swagdrop.test/ok',
  });
  await fetch(`${session.url ?? ''}/pay`, { method: 'POST', redirect: 'manual' });
  const paid = await stripe.checkout.sessions.retrieve(session.id);
  const intent = await stripe.paymentIntents.retrieve(String(paid.payment_intent));
  const found = await stripe.checkout.sessions.list({ payment_intent: intent.id });
  expect(found.data.map((s) => s.id)).toEqual([session.id]);
  return stripe.charges.retrieve(String(intent.latest_charge));
}

async function control(chargeId: string, close?: 'won' | 'lost') {
  const res = await fetch(
    `${standin.url}/__standin/charges/${chargeId}/dispute${close ? '/close' : ''}`,
    { method: 'POST', body: JSON.stringify(close ? { status: close } : {}) },
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('refunds', () => {
  it('refunds once per idempotency key, never more than the charge, with charge.refunded', async () => {
    const charge = await paidCharge();
    received = [];
    const key = { idempotencyKey: `refund-${charge.id}` };
    const first = await stripe.refunds.create(
      { payment_intent: String(charge.payment_intent) },
      key,
    );
    const again = await stripe.refunds.create(
      { payment_intent: String(charge.payment_intent) },
      key,
    );
    expect(again.id).toBe(first.id);
    expect((await stripe.refunds.list({ charge: charge.id })).data).toHaveLength(1);
    await expect(stripe.refunds.create({ charge: charge.id, amount: 1 })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
    expect(await stripe.charges.retrieve(charge.id)).toMatchObject({
      amount_refunded: 5000,
      refunded: true,
    });
    expect(received.map((e) => e.type)).toEqual(['charge.refunded']);
    expect(received[0]?.data.object).toMatchObject({ id: charge.id, amount_refunded: 5000 });
  });

  it('serves the receipt page of a charge', async () => {
    const charge = await paidCharge();
    const res = await fetch(charge.receipt_url ?? '');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('$50.00');
  });
});

describe('invoice payments', () => {
  it('link a paid plan invoice to the payment intent and charge that paid it', async () => {
    const customer = await stripe.customers.create({ email: 'plan@brand.test' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: featuredPrice, quantity: 1 }],
      success_url: 'https://swagdrop.test/ok',
    });
    await fetch(`${session.url ?? ''}/pay`, { method: 'POST', redirect: 'manual' });
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    const [link] = (await stripe.invoicePayments.list({ invoice: String(paid.invoice) })).data;
    const intentId = String(link?.payment.payment_intent);
    const byIntent = await stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: intentId },
    });
    expect(byIntent.data.map((p) => p.invoice)).toEqual([paid.invoice]);
    const intent = await stripe.paymentIntents.retrieve(intentId);
    const charge = await stripe.charges.retrieve(String(intent.latest_charge));
    expect(charge).toMatchObject({ amount: 6500, customer: customer.id, paid: true });
    // A plan's payment intent belongs to no Checkout Session in payment mode.
    expect((await stripe.checkout.sessions.list({ payment_intent: intentId })).data).toEqual([]);
  });
});

describe('disputes', () => {
  it('opens and closes a dispute with its events; a disputed charge cannot be refunded', async () => {
    const charge = await paidCharge();
    received = [];
    const opened = await control(charge.id);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      status: 'needs_response',
      amount: 5000,
      charge: charge.id,
    });
    expect((await control(charge.id)).status).toBe(400);
    await expect(stripe.refunds.create({ charge: charge.id })).rejects.toMatchObject({
      code: 'charge_disputed',
    });
    const closed = await control(charge.id, 'lost');
    expect(closed.body).toMatchObject({ status: 'lost' });
    expect((await control(charge.id, 'won')).status).toBe(400);
    expect(received.map((e) => e.type)).toEqual([
      'charge.dispute.created',
      'charge.dispute.closed',
    ]);
    const listed = await stripe.disputes.list({ charge: charge.id });
    expect(listed.data.map((d) => d.status)).toEqual(['lost']);
    expect((await stripe.charges.retrieve(charge.id)).disputed).toBe(true);
  });
});
