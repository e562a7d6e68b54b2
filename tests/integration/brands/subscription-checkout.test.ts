/** createSubscriptionCheckout: who may start a plan checkout, for what, and one customer per user. */
import { describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_COPY } from '@swagdrop/model';
import { adminDb, createUser, idTokenFor, URLS } from '../../support/emulator';
import {
  FEATURED_PRICE,
  LISTING_PRICE,
  postJson,
  sessionIdFromUrl,
  stripe,
  uniqueEmail,
} from './helpers';
import { anonymousVisitor } from './visitor-upload';

async function brand() {
  const email = uniqueEmail('plan');
  const uid = await createUser(email, 'secret123');
  return { email, uid, token: await idTokenFor(email, 'secret123') };
}

const body = (overrides: Record<string, unknown> = {}) => ({
  price_id: FEATURED_PRICE,
  success_url: `${URLS.storefront}/success`,
  cancel_url: `${URLS.storefront}/dashboard`,
  mode: 'subscription',
  ...overrides,
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe('createSubscriptionCheckout', () => {
  it('creates a subscription session for a known plan, tied to the user', async () => {
    const { uid, email, token } = await brand();
    const res = await postJson('createSubscriptionCheckout', body(), auth(token));
    expect(res.status).toBe(200);
    const session = await stripe.checkout.sessions.retrieve(sessionIdFromUrl(String(res.body.url)));
    expect(session).toMatchObject({
      mode: 'subscription',
      amount_total: 6500,
      client_reference_id: uid,
      metadata: { firebase_uid: uid },
      success_url: `${URLS.storefront}/success`,
      cancel_url: `${URLS.storefront}/dashboard`,
    });
    const customer = await adminDb().doc(`customers/${uid}`).get();
    expect(customer.get('stripe_customer_id')).toBe(session.customer);
    expect(customer.get('email')).toBe(email);
    // Nothing about the plan is written before Stripe says it is paid.
    expect((await adminDb().doc(`subscriptions/${uid}`).get()).exists).toBe(false);
  });

  it('refuses a request without a token, or with a forged one', async () => {
    const none = await postJson('createSubscriptionCheckout', body());
    expect(none.status).toBe(401);
    expect(none.body.error).toBe('Please log in to continue');
    const forged = await postJson('createSubscriptionCheckout', body(), auth('not.a.token'));
    expect(forged.status).toBe(401);
  });

  it('refuses an account whose email is not verified, with the verification notice', async () => {
    const email = uniqueEmail('plan-unverified');
    const uid = await createUser(email, 'secret123', {}, { emailVerified: false });
    const res = await postJson(
      'createSubscriptionCheckout',
      body(),
      auth(await idTokenFor(email, 'secret123')),
    );
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(EMAIL_VERIFICATION_COPY.notVerified);
    expect((await adminDb().doc(`customers/${uid}`).get()).exists).toBe(false);
  });

  it('refuses an anonymous session (the one the submit form signs in to upload)', async () => {
    const visitor = await anonymousVisitor();
    const res = await postJson('createSubscriptionCheckout', body(), auth(visitor.idToken));
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Please log in to continue');
    expect((await adminDb().doc(`customers/${visitor.uid}`).get()).exists).toBe(false);
  });

  it.each<[string, Record<string, unknown>]>([
    ['an unknown price id', { price_id: 'price_cheap_hacked' }],
    ['a one-time price', { price_id: 'price_1OneTime' }],
    ['a foreign success URL', { success_url: 'https://evil.example/success' }],
    ['a look-alike success URL', { success_url: `${URLS.storefront}.evil.example/success` }],
    ['a foreign cancel URL', { cancel_url: 'https://evil.example/dashboard' }],
    ['a javascript: URL', { success_url: 'javascript:alert(1)' }],
    ['payment mode', { mode: 'payment' }],
    ['an extra key', { quantity: 100 }],
  ])('refuses %s with 400', async (_name, overrides) => {
    const { uid, token } = await brand();
    const res = await postJson('createSubscriptionCheckout', body(overrides), auth(token));
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
    // Refused before any Stripe customer is made.
    expect((await adminDb().doc(`customers/${uid}`).get()).exists).toBe(false);
  });

  it('refuses to sell the plan that is already active', async () => {
    const { uid, token } = await brand();
    await adminDb()
      .doc(`subscriptions/${uid}`)
      .set({
        subscription_status: 'active',
        price_id: LISTING_PRICE,
        current_period_end: Math.floor(Date.now() / 1000) + 86_400,
        cancel_at_period_end: false,
        subscription_id: 'sub_x',
      });
    const same = await postJson(
      'createSubscriptionCheckout',
      body({ price_id: LISTING_PRICE }),
      auth(token),
    );
    expect(same.status).toBe(409);
    const other = await postJson('createSubscriptionCheckout', body(), auth(token));
    expect(other.status).toBe(200);
  });

  it('keeps one Stripe customer per user across concurrent and later checkouts', async () => {
    const { uid, email, token } = await brand();
    const results = await Promise.all(
      [0, 1, 2].map(() => postJson('createSubscriptionCheckout', body(), auth(token))),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const later = await postJson(
      'createSubscriptionCheckout',
      body({ price_id: LISTING_PRICE }),
      auth(token),
    );
    const sessions = await Promise.all(
      [...results, later].map((r) =>
        stripe.checkout.sessions.retrieve(sessionIdFromUrl(String(r.body.url))),
      ),
    );
    const customers = new Set(sessions.map((s) => s.customer));
    expect(customers.size).toBe(1);
    const atStripe = await stripe.customers.list({ email, limit: 10 });
    expect(atStripe.data).toHaveLength(1);
    expect(atStripe.data[0]?.metadata.firebase_uid).toBe(uid);
    expect((await adminDb().doc(`customers/${uid}`).get()).get('stripe_customer_id')).toBe(
      [...customers][0],
    );
  });

  it('reuses a customer a crashed attempt left at Stripe', async () => {
    const { uid, email, token } = await brand();
    const orphan = await stripe.customers.create({ email, metadata: { firebase_uid: uid } });
    const res = await postJson('createSubscriptionCheckout', body(), auth(token));
    expect(res.status).toBe(200);
    expect((await adminDb().doc(`customers/${uid}`).get()).get('stripe_customer_id')).toBe(
      orphan.id,
    );
    expect((await stripe.customers.list({ email })).data).toHaveLength(1);
  });
});
