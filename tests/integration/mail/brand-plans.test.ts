/**
 * Brand plan emails from the Stripe webhook (functions/src/mail/brand/plan-mails.ts): started,
 * renewed, renewal payment failed and ending, each queued in the webhook's transaction, to the
 * account's sign-in email (else the email of its Stripe customer record), once per key however
 * often Stripe delivers the event.
 */
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { PLANS } from '@swagdrop/model';
import { mailKey } from '../../../functions/src/mail/data';
import { adminAuth, adminDb, createUser, idTokenFor } from '../../support/emulator';
import { advanceSubscription } from '../../support/stripe';
import {
  deliver,
  deliverThrice,
  FEATURED_PRICE,
  LISTING_PRICE,
  makeEvent,
  rawStripe,
  uniqueEmail,
} from '../brands/helpers';
import { buyPlan, paidInvoiceOf, standinEvents } from '../stripe/flows';
import { mailByKey, mailsTo } from './brand-helpers';

const planName = (key: 'listing' | 'featured') => PLANS.find((p) => p.key === key)?.name;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

async function subscribed(priceId: string) {
  const email = uniqueEmail('plan');
  const uid = await createUser(email, 'secret123');
  const sessionId = await buyPlan({ uid, token: await idTokenFor(email, 'secret123') }, priceId);
  const session = await rawStripe<Stripe.Checkout.Session>(`checkout/sessions/${sessionId}`);
  const subscriptionId = String(session.subscription);
  return { uid, email, subscriptionId, invoice: await paidInvoiceOf(subscriptionId) };
}

/** The latest invoice event of `type` the stand-in sent for a subscription. */
async function lastInvoiceEvent(type: string, subscriptionId: string) {
  const event = (await standinEvents())
    .filter(
      (e) =>
        e.type === type &&
        (e.data.object as Stripe.Invoice).parent?.subscription_details?.subscription ===
          subscriptionId,
    )
    .at(-1);
  if (!event) throw new Error(`no ${type} for ${subscriptionId}`);
  return event;
}

describe('brand emails — plans', () => {
  it('a purchase queues one "plan started", however often invoice.paid is delivered', async () => {
    const { email, subscriptionId, invoice } = await subscribed(FEATURED_PRICE);
    const sub = await rawStripe<Stripe.Subscription>(`subscriptions/${subscriptionId}`);
    const started = await mailByKey(mailKey('plan_started', String(invoice.id)));
    expect(started).toMatchObject({
      to: email,
      template: 'plan_started',
      data: {
        plan_name: planName('featured'),
        amount_cents: 6500,
        currency: 'usd',
        period_end: iso(sub.items.data[0]?.current_period_end ?? 0),
      },
    });
    // The same event three times, and a second event about the same invoice.
    expect(await deliverThrice([makeEvent('invoice.paid', invoice)])).toEqual([200, 200, 200]);
    expect(await deliver(makeEvent('invoice.paid', invoice))).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('a renewal queues "renewed", a failed renewal "payment failed", a cancellation "ending on"', async () => {
    const { email, subscriptionId } = await subscribed(LISTING_PRICE);

    await advanceSubscription(subscriptionId, 'renew');
    const renewal = (await lastInvoiceEvent('invoice.paid', subscriptionId)).data
      .object as Stripe.Invoice;
    expect(renewal.billing_reason).toBe('subscription_cycle');
    const renewedSub = await rawStripe<Stripe.Subscription>(`subscriptions/${subscriptionId}`);
    expect(await mailByKey(mailKey('plan_renewed', String(renewal.id)))).toMatchObject({
      to: email,
      template: 'plan_renewed',
      data: {
        plan_name: planName('listing'),
        amount_cents: 5000,
        period_end: iso(renewedSub.items.data[0]?.current_period_end ?? 0),
      },
    });

    await advanceSubscription(subscriptionId, 'fail_renewal');
    const failedEvent = await lastInvoiceEvent('invoice.payment_failed', subscriptionId);
    const failed = failedEvent.data.object as Stripe.Invoice;
    expect(await mailByKey(mailKey('plan_payment_failed', String(failed.id)))).toMatchObject({
      to: email,
      template: 'plan_payment_failed',
      data: { plan_name: planName('listing'), amount_cents: 5000, currency: 'usd' },
    });
    expect(await deliverThrice([makeEvent('invoice.payment_failed', failed)])).toEqual([
      200, 200, 200,
    ]);

    const canceled = await advanceSubscription(subscriptionId, 'cancel_at_period_end');
    const end = canceled.items.data[0]?.current_period_end ?? 0;
    expect(await mailByKey(mailKey('plan_ending', subscriptionId, end))).toMatchObject({
      to: email,
      template: 'plan_ending',
      data: { plan_name: planName('listing'), ends_at: iso(end) },
    });
    // Every later event about the same subscription and end mails nothing more.
    const sub = await rawStripe(`subscriptions/${subscriptionId}`);
    expect(await deliverThrice([makeEvent('customer.subscription.updated', sub)])).toEqual([
      200, 200, 200,
    ]);

    const mails = await mailsTo(email);
    expect(mails.map((m) => m.template).sort()).toEqual([
      'plan_ending',
      'plan_payment_failed',
      'plan_renewed',
      'plan_started',
    ]);
  });

  it('without a sign-in email the customer record is used; with neither, nothing is queued', async () => {
    const { uid, email, subscriptionId } = await subscribed(LISTING_PRICE);
    await adminAuth().deleteUser(uid);
    const billing = uniqueEmail('billing');
    await adminDb().doc(`customers/${uid}`).update({ email: billing });

    await advanceSubscription(subscriptionId, 'renew');
    const renewal = (await lastInvoiceEvent('invoice.paid', subscriptionId)).data
      .object as Stripe.Invoice;
    expect(await mailByKey(mailKey('plan_renewed', String(renewal.id)))).toMatchObject({
      to: billing,
    });

    await adminDb().doc(`customers/${uid}`).update({ email: null });
    const canceled = await advanceSubscription(subscriptionId, 'cancel_at_period_end');
    const end = canceled.items.data[0]?.current_period_end ?? 0;
    expect(await mailByKey(mailKey('plan_ending', subscriptionId, end))).toBeNull();
    expect(await mailsTo(email, 'plan_ending')).toHaveLength(0);
  });
});
