/**
 * stripeWebhook: every event of a plan purchase and a listing fee, each delivered three times in
 * shuffled orders, ends in one correct state: one payment per invoice and per session, the plan
 * view of the purchased plan, the submission paid once.
 */
import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../support/emulator';
import {
  FEATURED_PRICE,
  deliver,
  makeEvent,
  payOnStandin,
  rawStripe,
  uploadTestImage,
} from '../brands/helpers';
import {
  buyPlan,
  eventOutcome,
  forgetListingFee,
  newBrand,
  paidInvoiceOf,
  paymentsWhere,
  submissionDoc,
  submissionWithSession,
} from './flows';

/** A fixed pseudo-random permutation (mulberry32), so a failure can be replayed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

let image: string;
beforeAll(async () => {
  image = await uploadTestImage();
});

describe('stripeWebhook — a plan and a listing fee, every event three times in any order', () => {
  it('ends in one state', async () => {
    const brand = await newBrand();
    const fee = await submissionWithSession(image, brand);
    await payOnStandin(fee.url);
    const planSessionId = await buyPlan(brand, FEATURED_PRICE);

    const feeSession = await rawStripe(`checkout/sessions/${fee.sessionId}`);
    const planSession = await rawStripe<Stripe.Checkout.Session>(
      `checkout/sessions/${planSessionId}`,
    );
    const subscriptionId = String(planSession.subscription);
    const subscription = await rawStripe(`subscriptions/${subscriptionId}`);
    const invoice = await paidInvoiceOf(subscriptionId);

    // Forget what the stand-in's own deliveries wrote; the events below rebuild it.
    await forgetListingFee(fee.id, fee.sessionId);
    await adminDb().doc(`subscriptions/${brand.uid}`).delete();
    await adminDb()
      .doc(`payments/${String(invoice.id)}`)
      .delete();

    const events = [
      makeEvent('checkout.session.completed', feeSession),
      makeEvent('checkout.session.completed', planSession),
      makeEvent('customer.subscription.created', subscription),
      makeEvent('customer.subscription.updated', subscription),
      makeEvent('invoice.paid', invoice),
    ];
    const statuses: number[] = [];
    for (const seed of [1, 2, 3]) {
      for (const event of shuffled(events, seed)) statuses.push(await deliver(event));
    }
    expect(statuses).toEqual(Array(15).fill(200));

    const sub = await rawStripe<Stripe.Subscription>(`subscriptions/${subscriptionId}`);
    expect((await adminDb().doc(`subscriptions/${brand.uid}`).get()).data()).toMatchObject({
      subscription_status: 'active',
      price_id: FEATURED_PRICE,
      subscription_id: subscriptionId,
      current_period_end: sub.items.data[0]?.current_period_end,
      cancel_at_period_end: false,
      cancel_at: null,
    });
    const payments = await paymentsWhere('user_id', brand.uid);
    expect(payments.map((p) => p.id).sort()).toEqual([String(invoice.id), fee.sessionId].sort());
    expect(payments.find((p) => p.id === fee.sessionId)?.data()).toMatchObject({
      kind: 'listing_fee',
      amount_cents: 5000,
      submission_id: fee.id,
    });
    expect(payments.find((p) => p.id === invoice.id)?.data()).toMatchObject({
      kind: 'subscription',
      amount_cents: 6500,
    });
    expect(await submissionDoc(fee.id)).toMatchObject({
      payment_status: 'paid',
      checkout_session_id: fee.sessionId,
      amount_paid: 5000,
    });
    const outcomes = await Promise.all(events.map((e) => eventOutcome(e.id)));
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
  });
});
