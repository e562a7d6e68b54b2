/**
 * stripeWebhook trusts Stripe, not the payload: a listing fee counts only for a session our
 * createCheckoutSession made, and an invoice event rendered in an older API version (no
 * `parent`) still records the plan revenue, because the invoice is re-read from Stripe.
 */
import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, URLS } from '../../support/emulator';
import {
  FEATURED_PRICE,
  deliver,
  makeEvent,
  payOnStandin,
  rawStripe,
  stripe,
  uploadTestImage,
} from '../brands/helpers';
import {
  buyPlan,
  eventOutcome,
  newBrand,
  paidInvoiceOf,
  paymentsWhere,
  standinEvents,
  submissionDoc,
  submissionWithSession,
} from './flows';

let image: string;
beforeAll(async () => {
  image = await uploadTestImage();
});

describe('stripeWebhook — whose session is it', () => {
  it('a paid session created at Stripe by someone else, with our metadata, pays for nothing', async () => {
    const { id } = await submissionWithSession(image);
    // Everything a forger can set: our metadata, the submission id, the fee's amount.
    const metadata = { submission_id: id, kind: 'listing_fee' };
    const foreign = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: 5000,
            product_data: { name: 'SwagDrop listing fee' },
          },
        },
      ],
      metadata,
      payment_intent_data: { metadata },
      client_reference_id: id,
      success_url: `${URLS.storefront}/submit?success=true`,
      cancel_url: `${URLS.storefront}/submit?canceled=true`,
    });
    // The stand-in delivers its own signed events on Pay; we deliver a fresh copy as well.
    await payOnStandin(String(foreign.url));
    const paid = await rawStripe<Stripe.Checkout.Session>(`checkout/sessions/${foreign.id}`);
    expect(paid.payment_status).toBe('paid');
    const event = makeEvent('checkout.session.completed', paid);
    expect(await deliver(event)).toBe(200);

    expect(await submissionDoc(id)).toMatchObject({ payment_status: 'unpaid' });
    expect(await paymentsWhere('submission_id', id)).toHaveLength(0);
    expect((await adminDb().doc(`payments/${foreign.id}`).get()).exists).toBe(false);
    expect(await eventOutcome(event.id)).toBe('refused_not_our_session');
    const standinDelivery = (await standinEvents()).find(
      (e) =>
        e.type === 'checkout.session.completed' &&
        (e.data.object as { id: string }).id === foreign.id,
    );
    expect(standinDelivery).toBeDefined();
    expect(await eventOutcome(standinDelivery?.id ?? '')).toBe('refused_not_our_session');
  });

  it('a payload claiming paid for our unpaid session changes nothing; paying does', async () => {
    const { id, url, sessionId } = await submissionWithSession(image);
    const unpaid = await rawStripe<Stripe.Checkout.Session>(`checkout/sessions/${sessionId}`);
    const forgedPaid = { ...unpaid, status: 'complete', payment_status: 'paid' };
    const completed = makeEvent('checkout.session.completed', forgedPaid);
    const succeeded = makeEvent('checkout.session.async_payment_succeeded', forgedPaid);
    expect([await deliver(completed), await deliver(succeeded)]).toEqual([200, 200]);
    expect(await submissionDoc(id)).toMatchObject({ payment_status: 'unpaid' });
    expect(await eventOutcome(completed.id)).toBe('awaiting_payment');

    await payOnStandin(url);
    expect(await submissionDoc(id)).toMatchObject({
      payment_status: 'paid',
      checkout_session_id: sessionId,
      amount_paid: 5000,
    });
    expect(await paymentsWhere('submission_id', id)).toHaveLength(1);
  });
});

describe('stripeWebhook — an endpoint on an older API version', () => {
  it('records the plan revenue from the re-read invoice although the payload has no parent', async () => {
    const brand = await newBrand();
    const sessionId = await buyPlan(brand, FEATURED_PRICE);
    const session = await rawStripe<Stripe.Checkout.Session>(`checkout/sessions/${sessionId}`);
    const subscriptionId = String(session.subscription);
    const invoice = await paidInvoiceOf(subscriptionId);
    await adminDb().doc(`payments/${invoice.id}`).delete();

    // The shape an endpoint pinned to an old version receives: subscription at the top level.
    const { parent: _parent, ...rest } = invoice;
    const legacy = makeEvent('invoice.paid', { ...rest, subscription: subscriptionId });
    (legacy as { api_version: string }).api_version = '2024-06-20';
    expect(await deliver(legacy)).toBe(200);

    const payments = await paymentsWhere('user_id', brand.uid);
    expect(payments.map((p) => p.id)).toEqual([invoice.id]);
    expect(payments[0]?.data()).toMatchObject({ amount_cents: 6500, kind: 'subscription' });
    expect(await eventOutcome(legacy.id)).toBe('view_active');
  });
});
