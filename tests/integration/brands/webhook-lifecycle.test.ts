/**
 * A plan's life after checkout, driven by the stand-in's control endpoint: each step reaches
 * stripeWebhook as Stripe would send it (signed with the endpoint secret stripe:setup created)
 * and the brand's plan view follows.
 */
import { describe, expect, it } from 'vitest';
import { adminDb, createUser, idTokenFor, URLS } from '../../support/emulator';
import { advanceSubscription } from '../../support/stripe';
import {
  LISTING_PRICE,
  payOnStandin,
  postJson,
  rawStripe,
  sessionIdFromUrl,
  stripe,
  uniqueEmail,
} from './helpers';

async function subscribedBrand() {
  const email = uniqueEmail('lifecycle');
  const uid = await createUser(email, 'secret123');
  const token = await idTokenFor(email, 'secret123');
  const res = await postJson(
    'createSubscriptionCheckout',
    {
      price_id: LISTING_PRICE,
      success_url: `${URLS.storefront}/success`,
      cancel_url: `${URLS.storefront}/dashboard`,
      mode: 'subscription',
    },
    { authorization: `Bearer ${token}` },
  );
  expect(res.status).toBe(200);
  const url = String(res.body.url);
  expect(await payOnStandin(url)).toBe(`${URLS.storefront}/success`);
  const session = await rawStripe<{ subscription: string }>(
    `checkout/sessions/${sessionIdFromUrl(url)}`,
  );
  return { uid, subscriptionId: session.subscription };
}

const view = async (uid: string) => (await adminDb().doc(`subscriptions/${uid}`).get()).data();
const payments = async (uid: string) =>
  (await adminDb().collection('payments').where('user_id', '==', uid).get()).docs;

describe('stripeWebhook — renewals and endings from the stand-in', () => {
  it('a renewal extends the plan and records a second payment', async () => {
    const { uid, subscriptionId } = await subscribedBrand();
    const renewed = await advanceSubscription(subscriptionId, 'renew');
    const end = renewed.items.data[0]?.current_period_end;
    expect(await view(uid)).toMatchObject({
      subscription_status: 'active',
      current_period_end: end,
    });
    expect(await payments(uid)).toHaveLength(2);
  });

  it('a failed renewal shows past due; canceling and letting the period pass ends the plan', async () => {
    const { uid, subscriptionId } = await subscribedBrand();
    await advanceSubscription(subscriptionId, 'fail_renewal');
    expect((await view(uid))?.subscription_status).toBe('past_due');
    expect(await payments(uid)).toHaveLength(1);

    await advanceSubscription(subscriptionId, 'cancel_at_period_end');
    expect((await view(uid))?.cancel_at_period_end).toBe(true);
    await advanceSubscription(subscriptionId, 'end_period');
    expect((await view(uid))?.subscription_status).toBe('canceled');
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
  });
});
