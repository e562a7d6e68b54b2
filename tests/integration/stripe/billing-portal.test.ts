/**
 * Self-service billing: createBillingPortalSession opens the Stripe customer portal for the
 * caller's own Stripe customer only, and a cancellation date set there (cancel_at) reaches the
 * plan view through the webhook.
 */
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { BRAND_COPY, COPY } from '@swagdrop/model';
import { adminDb, URLS } from '../../support/emulator';
import { advanceSubscription } from '../../support/stripe';
import { FEATURED_PRICE, LISTING_PRICE, postJson, rawStripe } from '../brands/helpers';
import { buyPlan, newBrand } from './flows';

const openPortal = (token?: string) =>
  postJson('createBillingPortalSession', {}, token ? { authorization: `Bearer ${token}` } : {});

describe('createBillingPortalSession', () => {
  it('needs a signed-in user', async () => {
    const res = await openPortal();
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: COPY.pleaseLogIn });
    expect((await openPortal('not-a-token')).status).toBe(401);
  });

  it('refuses a user who has no Stripe customer yet', async () => {
    const brand = await newBrand();
    const res = await openPortal(brand.token);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: BRAND_COPY.noBillingAccount });
  });

  it("opens the portal of the caller's own customer, returning to the dashboard", async () => {
    const mine = await newBrand();
    const other = await newBrand();
    await buyPlan(mine, LISTING_PRICE);
    await buyPlan(other, FEATURED_PRICE);

    const res = await openPortal(mine.token);
    expect(res.status).toBe(200);
    const url = String(res.body.url);
    expect(url.startsWith(`${URLS.stripe}/billing_portal/`)).toBe(true);
    const page = await (await fetch(url)).text();
    const customer = String(
      (await adminDb().doc(`customers/${mine.uid}`).get()).get('stripe_customer_id'),
    );
    const { email } = await rawStripe<Stripe.Customer>(`customers/${customer}`);
    expect(page).toContain(`Signed in as ${String(email)}`);
    expect(page).toContain(`href="${URLS.storefront}/dashboard"`);
    expect(page).toContain('90 day Listing');
    expect(page).not.toContain('Featured Placement 90 Days');
  });
});

describe('a cancellation date set in the portal', () => {
  it('shows in the plan view as cancel_at, the plan still active', async () => {
    const brand = await newBrand();
    const sessionId = await buyPlan(brand, FEATURED_PRICE);
    const session = await rawStripe<Stripe.Checkout.Session>(`checkout/sessions/${sessionId}`);
    const subscriptionId = String(session.subscription);
    const sub = await rawStripe<Stripe.Subscription>(`subscriptions/${subscriptionId}`);
    const periodEnd = sub.items.data[0]?.current_period_end ?? 0;
    const cancelAt = periodEnd - 86_400;

    await advanceSubscription(subscriptionId, 'cancel_at', { cancelAt });
    expect((await adminDb().doc(`subscriptions/${brand.uid}`).get()).data()).toMatchObject({
      subscription_status: 'active',
      cancel_at_period_end: false,
      cancel_at: cancelAt,
      subscription_id: subscriptionId,
    });
  });
});
