/**
 * stripeWebhook, plans: the plan view subscriptions/{uid} always ends as Stripe's current
 * subscription, whatever the number and order of deliveries, and each invoice is one payment.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { adminDb, createUser, idTokenFor, URLS } from '../../support/emulator';
import {
  FEATURED_PRICE,
  LISTING_PRICE,
  deliver,
  deliverThrice,
  makeEvent,
  payOnStandin,
  postJson,
  rawStripe,
  sessionIdFromUrl,
  stripe,
  uniqueEmail,
} from './helpers';

interface StandinEvents {
  data: Stripe.Event[];
}

/** The events the stand-in sent so far (its objects are what Stripe would have sent). */
async function standinEvents(): Promise<Stripe.Event[]> {
  const res = await fetch(`${URLS.stripe}/__standin/events`);
  return ((await res.json()) as StandinEvents).data;
}

/** A brand who bought `priceId` through the real flow: function → stand-in Pay → webhooks. */
async function subscribedBrand(
  priceId = FEATURED_PRICE,
  existing?: { uid: string; token: string },
) {
  const who = existing ?? (await newBrand());
  const res = await postJson(
    'createSubscriptionCheckout',
    {
      price_id: priceId,
      success_url: `${URLS.storefront}/success`,
      cancel_url: `${URLS.storefront}/dashboard`,
      mode: 'subscription',
    },
    { authorization: `Bearer ${who.token}` },
  );
  expect(res.status).toBe(200);
  const url = String(res.body.url);
  expect(await payOnStandin(url)).toBe(`${URLS.storefront}/success`);
  const session = await rawStripe<Stripe.Checkout.Session>(
    `checkout/sessions/${sessionIdFromUrl(url)}`,
  );
  const subscriptionId = String(session.subscription);
  const invoiceEvent = (await standinEvents()).find(
    (e) =>
      e.type === 'invoice.paid' &&
      (e.data.object as Stripe.Invoice).parent?.subscription_details?.subscription ===
        subscriptionId,
  );
  return {
    ...who,
    session,
    subscriptionId,
    invoice: invoiceEvent?.data.object as Stripe.Invoice,
  };
}

async function newBrand() {
  const email = uniqueEmail('subscriber');
  const uid = await createUser(email, 'secret123');
  return { uid, token: await idTokenFor(email, 'secret123') };
}

const view = async (uid: string) => (await adminDb().doc(`subscriptions/${uid}`).get()).data();
const paymentsOf = async (uid: string) =>
  (await adminDb().collection('payments').where('user_id', '==', uid).get()).docs;

describe('stripeWebhook — plans', () => {
  it('the real checkout leaves an active plan view and one payment', async () => {
    const { uid, subscriptionId, invoice } = await subscribedBrand();
    const sub = await stripe.subscriptions.retrieve(subscriptionId);
    expect(await view(uid)).toMatchObject({
      subscription_status: 'active',
      price_id: FEATURED_PRICE,
      current_period_end: sub.items.data[0]?.current_period_end,
      cancel_at_period_end: false,
      subscription_id: subscriptionId,
    });
    const payments = await paymentsOf(uid);
    expect(payments.map((p) => p.id)).toEqual([invoice.id]);
    expect(payments[0]?.data()).toMatchObject({ amount_cents: 6500, kind: 'subscription' });
  });

  it('checkout events three times in reversed order build the same state from nothing', async () => {
    const { uid, session, subscriptionId, invoice } = await subscribedBrand();
    const sub = await rawStripe(`subscriptions/${subscriptionId}`);
    // Forget what the stand-in's own deliveries wrote, then deliver everything ourselves.
    await adminDb().doc(`subscriptions/${uid}`).delete();
    await adminDb().doc(`payments/${invoice.id}`).delete();
    const events = [
      makeEvent('customer.subscription.created', sub),
      makeEvent('checkout.session.completed', session),
      makeEvent('invoice.paid', invoice),
    ].reverse();
    expect(await deliverThrice(events)).toEqual(Array(9).fill(200));
    expect(await view(uid)).toMatchObject({
      subscription_status: 'active',
      price_id: FEATURED_PRICE,
      subscription_id: subscriptionId,
    });
    expect(await paymentsOf(uid)).toHaveLength(1);
    for (const event of events) {
      expect((await adminDb().doc(`stripe_events/${event.id}`).get()).exists).toBe(true);
    }
  });

  it('a stale created event after cancel_at_period_end cannot roll the view back', async () => {
    const { uid, subscriptionId } = await subscribedBrand();
    const before = await rawStripe(`subscriptions/${subscriptionId}`);
    await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    const after = await rawStripe(`subscriptions/${subscriptionId}`);
    expect((await view(uid))?.cancel_at_period_end).toBe(true);

    const stale = makeEvent('customer.subscription.created', before);
    const fresh = makeEvent('customer.subscription.updated', after);
    await deliverThrice([fresh, stale]);
    expect(await view(uid)).toMatchObject({
      subscription_status: 'active',
      cancel_at_period_end: true,
    });
  });

  it('after deletion, late active-looking events keep the plan canceled', async () => {
    const { uid, subscriptionId, invoice } = await subscribedBrand(LISTING_PRICE);
    const active = await rawStripe(`subscriptions/${subscriptionId}`);
    await stripe.subscriptions.cancel(subscriptionId);
    expect((await view(uid))?.subscription_status).toBe('canceled');

    await deliverThrice([
      makeEvent('invoice.paid', invoice),
      makeEvent('customer.subscription.updated', active),
      makeEvent('customer.subscription.created', active),
    ]);
    expect(await view(uid)).toMatchObject({
      subscription_status: 'canceled',
      price_id: LISTING_PRICE,
    });
    expect(await paymentsOf(uid)).toHaveLength(1);
  });

  it('invoice.payment_failed re-reads Stripe instead of trusting the payload', async () => {
    const { uid, invoice } = await subscribedBrand();
    const status = await deliver(
      makeEvent('invoice.payment_failed', { ...invoice, status: 'open' }),
    );
    expect(status).toBe(200);
    expect((await view(uid))?.subscription_status).toBe('active');
  });

  it('a newer plan is not hidden by late events of an older one', async () => {
    const first = await subscribedBrand(LISTING_PRICE);
    await sleep(1100); // subscriptions are ordered by their creation second
    const second = await subscribedBrand(FEATURED_PRICE, first);
    expect((await view(first.uid))?.price_id).toBe(FEATURED_PRICE);
    const old = await rawStripe(`subscriptions/${first.subscriptionId}`);
    await deliverThrice([makeEvent('customer.subscription.updated', old)]);
    expect(await view(first.uid)).toMatchObject({
      price_id: FEATURED_PRICE,
      subscription_id: second.subscriptionId,
    });
  });

  it('finds the user through the customers mapping when metadata is missing', async () => {
    const brand = await newBrand();
    // First checkout creates the mapping customers/{uid}.
    await subscribedBrand(LISTING_PRICE, brand);
    const customer = String(
      (await adminDb().doc(`customers/${brand.uid}`).get()).get('stripe_customer_id'),
    );
    await adminDb().doc(`subscriptions/${brand.uid}`).delete();
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      line_items: [{ price: FEATURED_PRICE, quantity: 1 }],
      success_url: `${URLS.storefront}/success`,
    });
    await payOnStandin(String(session.url));
    expect((await view(brand.uid))?.price_id).toBe(FEATURED_PRICE);
  });

  it('acknowledges a subscription of nobody we know without writing a view', async () => {
    const stranger = await stripe.customers.create({ email: uniqueEmail('stranger') });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: stranger.id,
      line_items: [{ price: LISTING_PRICE, quantity: 1 }],
      success_url: `${URLS.storefront}/success`,
    });
    await payOnStandin(String(session.url));
    const sub = (await stripe.checkout.sessions.retrieve(session.id)).subscription;
    const event = makeEvent(
      'customer.subscription.updated',
      await rawStripe(`subscriptions/${sub}`),
    );
    expect(await deliver(event)).toBe(200);
    expect((await adminDb().doc(`stripe_events/${event.id}`).get()).get('outcome')).toBe(
      'unknown_user',
    );
  });
});
