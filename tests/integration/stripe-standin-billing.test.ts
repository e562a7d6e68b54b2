/**
 * The stand-in's subscription life cycle beyond Checkout: the control endpoint that moves a
 * subscription through renewals, failed renewals and cancellations with Stripe's objects and
 * events, the billing portal page, and the Checkout parameters the pinned API refuses.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION } from '../../functions/src/stripe/events';
import { setupStripe } from '../../scripts/lib/stripe-setup';
import { startStripeStandin, type Standin } from '../../scripts/stripe-standin/server';
import { advanceSubscription } from '../support/stripe';

const DAY = 86_400;

let standin: Standin;
let stripe: Stripe;
let receiver: Server;
let secret = '';
let listingPrice = '';
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
  stripe = new Stripe('sk_test_billing', {
    apiVersion: STRIPE_API_VERSION,
    host: '127.0.0.1',
    port: Number(port),
    protocol: 'http',
  });
  const setup = await setupStripe(stripe, {
    webhookUrl: `http://127.0.0.1:${receiverPort}/stripeWebhook`,
  });
  secret = setup.webhookSecret ?? '';
  listingPrice = setup.priceIds.listing;
});

afterAll(async () => {
  await standin.close();
  await new Promise((resolve) => receiver.close(resolve));
});

beforeEach(() => {
  received = [];
});

/** A paid 90-day subscription, bought through the hosted page. */
async function subscribed(): Promise<{ sub: Stripe.Subscription; customer: string }> {
  const customer = await stripe.customers.create({ email: `life-${Date.now()}@brand.test` });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: listingPrice, quantity: 1 }],
    success_url: 'https://swagdrop.test/ok',
  });
  await fetch(`${session.url ?? ''}/pay`, { method: 'POST', redirect: 'manual' });
  const { subscription } = await stripe.checkout.sessions.retrieve(session.id);
  received = [];
  return { sub: await stripe.subscriptions.retrieve(String(subscription)), customer: customer.id };
}

const advance = (
  id: string,
  action: Parameters<typeof advanceSubscription>[1],
  cancelAt?: number,
) => advanceSubscription(id, action, { baseUrl: standin.url, cancelAt });

const periodOf = (sub: Stripe.Subscription) => {
  const item = sub.items.data[0];
  return { start: item?.current_period_start ?? 0, end: item?.current_period_end ?? 0 };
};

describe('control endpoint', () => {
  it('renew: a new 90-day period on the item and a paid subscription_cycle invoice', async () => {
    const { sub } = await subscribed();
    const before = periodOf(sub);
    const renewed = await advance(sub.id, 'renew');
    expect(periodOf(renewed)).toEqual({ start: before.end, end: before.end + 90 * DAY });
    expect(renewed.status).toBe('active');
    expect(received.map((e) => e.type)).toEqual(['customer.subscription.updated', 'invoice.paid']);
    const invoice = received[1]?.data.object as Stripe.Invoice;
    expect(invoice).toMatchObject({
      billing_reason: 'subscription_cycle',
      status: 'paid',
      amount_paid: 5000,
      parent: { subscription_details: { subscription: sub.id } },
    });
    expect(invoice.lines.data[0]?.period).toEqual(periodOf(renewed));
    // The webhook re-reads invoices and subscriptions through the API.
    expect((await stripe.invoices.retrieve(invoice.id ?? '')).status).toBe('paid');
    expect((await stripe.subscriptions.retrieve(sub.id)).latest_invoice).toBe(invoice.id);
    expect(received[0]?.data.previous_attributes).toHaveProperty('items');
  });

  it('fail_renewal: past_due with an open invoice and invoice.payment_failed', async () => {
    const { sub } = await subscribed();
    const failed = await advance(sub.id, 'fail_renewal');
    expect(failed.status).toBe('past_due');
    expect(received.map((e) => e.type)).toEqual([
      'customer.subscription.updated',
      'invoice.payment_failed',
    ]);
    expect(received[1]?.data.object).toMatchObject({ status: 'open', amount_paid: 0 });
    expect(received[0]?.data.previous_attributes).toMatchObject({ status: 'active' });
    expect((await advance(sub.id, 'renew')).status).toBe('active');
  });

  it('cancel_at_period_end, then end_period: canceled when the period ends', async () => {
    const { sub } = await subscribed();
    const { end } = periodOf(sub);
    const canceling = await advance(sub.id, 'cancel_at_period_end');
    expect(canceling).toMatchObject({ cancel_at_period_end: true, cancel_at: end });
    await expect(advance(sub.id, 'renew')).rejects.toThrow(/set to cancel/);
    const ended = await advance(sub.id, 'end_period');
    expect(ended).toMatchObject({ status: 'canceled', ended_at: end });
    expect(received.map((e) => e.type)).toEqual([
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
    await expect(advance(sub.id, 'renew')).rejects.toThrow(/already canceled/);
  });

  it('cancel_at a timestamp ends it then; end_period without a cancellation renews', async () => {
    const { sub } = await subscribed();
    const at = periodOf(sub).start + 30 * DAY;
    expect(await advance(sub.id, 'cancel_at', at)).toMatchObject({
      cancel_at: at,
      cancel_at_period_end: false,
    });
    expect(await advance(sub.id, 'end_period')).toMatchObject({ status: 'canceled', ended_at: at });

    const other = (await subscribed()).sub;
    const renewed = await advance(other.id, 'end_period');
    expect(renewed.status).toBe('active');
    expect(periodOf(renewed).start).toBe(periodOf(other).end);
    expect(received.map((e) => e.type)).toEqual(['customer.subscription.updated', 'invoice.paid']);
  });

  it('delete: canceled at once; lists by customer show it only when asked', async () => {
    const { sub, customer } = await subscribed();
    const listed = await stripe.subscriptions.list({ customer });
    expect(listed.data.map((s) => s.id)).toEqual([sub.id]);
    const deleted = await advance(sub.id, 'delete');
    expect(deleted.status).toBe('canceled');
    expect(received.map((e) => e.type)).toEqual(['customer.subscription.deleted']);
    expect((await stripe.subscriptions.list({ customer })).data).toEqual([]);
    const all = await stripe.subscriptions.list({ customer, status: 'all' });
    expect(all.data.map((s) => s.id)).toEqual([sub.id]);
  });

  it('refuses an unknown action or subscription', async () => {
    const { sub } = await subscribed();
    await expect(advance(sub.id, 'explode' as 'renew')).rejects.toThrow(/HTTP 400/);
    await expect(advance('sub_missing', 'renew')).rejects.toThrow(/HTTP 404/);
    await expect(advance(sub.id, 'cancel_at')).rejects.toThrow(/cancel_at is required/);
  });
});

describe('billing portal', () => {
  it('shows the plan, cancels it at period end and links back', async () => {
    const { sub, customer } = await subscribed();
    const portal = await stripe.billingPortal.sessions.create({
      customer,
      return_url: 'https://swagdrop.test/dashboard',
    });
    expect(portal).toMatchObject({ object: 'billing_portal.session', customer });
    expect(portal.id).toMatch(/^bps_/);
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('<h2 id="plan-');
    expect(page).toContain('90 day Listing');
    expect(page).toMatch(/<button type="submit"[^>]*>Cancel plan<\/button>/);
    expect(page).toContain('<a href="https://swagdrop.test/dashboard">Return to SwagDrop</a>');

    const res = await fetch(`${portal.url}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `subscription=${sub.id}`,
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    const after = await (
      await fetch(new URL(res.headers.get('location') ?? '', portal.url))
    ).text();
    expect(after).toContain('role="status"');
    expect(after).toContain('will not renew');
    expect(after).not.toContain('>Cancel plan<');
    expect((await stripe.subscriptions.retrieve(sub.id)).cancel_at_period_end).toBe(true);
    expect(received.map((e) => e.type)).toEqual(['customer.subscription.updated']);
  });

  it("will not touch another customer's subscription", async () => {
    const { sub } = await subscribed();
    const { customer: other } = await subscribed();
    const portal = await stripe.billingPortal.sessions.create({ customer: other });
    const res = await fetch(`${portal.url}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `subscription=${sub.id}`,
      redirect: 'manual',
    });
    expect(res.status).toBe(404);
    expect((await stripe.subscriptions.retrieve(sub.id)).cancel_at_period_end).toBe(false);
  });
});

describe('Checkout parameters of the pinned API version', () => {
  const base = {
    mode: 'subscription' as const,
    success_url: 'https://swagdrop.test/ok',
  };

  it("refuses ui_mode 'hosted' and the removed payment_method_types like Stripe", async () => {
    const line_items = [{ price: listingPrice, quantity: 1 }];
    await expect(
      stripe.checkout.sessions.create({ ...base, line_items, ui_mode: 'hosted' }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'ui_mode' });
    await expect(
      stripe.checkout.sessions.create({
        ...base,
        line_items,
        ...({ payment_method_types: ['card'] } as object),
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      rawType: 'invalid_request_error',
      code: 'parameter_unknown',
      param: 'payment_method_types',
      message: 'Received unknown parameter: payment_method_types',
    });
    const ok = await stripe.checkout.sessions.create({
      ...base,
      line_items,
      ui_mode: 'hosted_page',
    });
    expect(ok.ui_mode).toBe('hosted_page');
  });
});
