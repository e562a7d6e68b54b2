/**
 * The checkout functions hand out a session still open at Stripe instead of making another,
 * make a new one once it is completed or expired, and are throttled (README: Throttling).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COPY } from '@swagdrop/model';
import { THROTTLE_LIMITS } from '../../../functions/src/lib/throttle-limits';
import { adminDb, callCallable, createUser, idTokenFor, URLS } from '../../support/emulator';
import { forgetListingFee } from '../stripe/flows';
import {
  FEATURED_PRICE,
  LISTING_PRICE,
  payOnStandin,
  postJson,
  sessionIdFromUrl,
  stripe,
  submissionInput,
  uniqueEmail,
  uniqueIp,
  uploadTestImage,
} from './helpers';

let image: string;
beforeAll(async () => {
  image = await uploadTestImage();
});

async function pendingSubmission(): Promise<string> {
  const input = submissionInput(image);
  const res = await callCallable<{ id: string }>('createSubmission', input, { ip: uniqueIp() });
  return res.result?.id ?? '';
}

async function checkoutUrl(submissionId: string): Promise<string> {
  const res = await postJson('createCheckoutSession', { submissionId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return String(res.body.url);
}

const recordedSessions = async (field: 'submission_id' | 'user_id', value: string) =>
  (await adminDb().collection('checkout_sessions').where(field, '==', value).get()).docs;

async function brand() {
  const email = uniqueEmail('reuse');
  const uid = await createUser(email, 'secret123');
  return { uid, token: await idTokenFor(email, 'secret123') };
}

const planBody = (priceId: string = FEATURED_PRICE) => ({
  price_id: priceId,
  success_url: `${URLS.storefront}/success`,
  cancel_url: `${URLS.storefront}/dashboard`,
  mode: 'subscription',
});

async function planUrl(token: string, priceId?: string, ip: string = uniqueIp()) {
  const res = await postJson('createSubscriptionCheckout', planBody(priceId), {
    authorization: `Bearer ${token}`,
    'x-forwarded-for': ip,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return String(res.body.url);
}

describe('createCheckoutSession reuses an open session', () => {
  it('returns the same open session for repeated requests of one submission', async () => {
    const id = await pendingSubmission();
    const first = await checkoutUrl(id);
    expect(await checkoutUrl(id)).toBe(first);
    expect(await recordedSessions('submission_id', id)).toHaveLength(1);
    const session = await stripe.checkout.sessions.retrieve(sessionIdFromUrl(first));
    expect(session.status).toBe('open');

    // Another submission gets its own session.
    expect(await checkoutUrl(await pendingSubmission())).not.toBe(first);
  });

  it('makes a new session once the open one expired', async () => {
    const id = await pendingSubmission();
    const first = await checkoutUrl(id);
    await stripe.checkout.sessions.expire(sessionIdFromUrl(first));
    const second = await checkoutUrl(id);
    expect(second).not.toBe(first);
    expect((await stripe.checkout.sessions.retrieve(sessionIdFromUrl(second))).status).toBe('open');
    expect(await recordedSessions('submission_id', id)).toHaveLength(2);
  });

  it('makes a new session when the contact email changed since', async () => {
    const id = await pendingSubmission();
    const first = await checkoutUrl(id);
    const email = uniqueEmail('edited');
    await adminDb().doc(`submissions/${id}`).update({ contact_email: email });
    const second = await checkoutUrl(id);
    expect(second).not.toBe(first);
    const session = await stripe.checkout.sessions.retrieve(sessionIdFromUrl(second));
    expect(session.customer_email).toBe(email);
  });

  it('never hands out a completed session again', async () => {
    const id = await pendingSubmission();
    const first = await checkoutUrl(id);
    await payOnStandin(first);
    // Undo what the webhook wrote, so the submission may check out again.
    await forgetListingFee(id, sessionIdFromUrl(first));
    const second = await checkoutUrl(id);
    expect(second).not.toBe(first);
    expect((await stripe.checkout.sessions.retrieve(sessionIdFromUrl(second))).status).toBe('open');
  });

  it('answers 429 over the per-IP limit, even when the client rotates a spoofed first hop', async () => {
    const { max } = THROTTLE_LIMITS.checkout;
    const real = uniqueIp();
    const send = () =>
      postJson(
        'createCheckoutSession',
        { submissionId: 'doesNotExist123' },
        { 'x-forwarded-for': `${uniqueIp()}, ${real}` },
      );
    for (let i = 0; i < max; i += 1) expect((await send()).status, `call ${i + 1}`).toBe(404);
    const blocked = await send();
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: COPY.tooManyRequests });
    // Another visitor is not affected.
    const id = await pendingSubmission();
    expect((await postJson('createCheckoutSession', { submissionId: id })).status).toBe(200);
  });
});

describe('createSubscriptionCheckout reuses an open session', () => {
  it('returns the same open session for the same user and plan, another for another plan', async () => {
    const { uid, token } = await brand();
    const first = await planUrl(token);
    expect(await planUrl(token)).toBe(first);
    const other = await planUrl(token, LISTING_PRICE);
    expect(other).not.toBe(first);
    expect(await recordedSessions('user_id', uid)).toHaveLength(2);

    // Another user asking for the same plan gets a session of their own.
    expect(await planUrl((await brand()).token)).not.toBe(first);
  });

  it('makes a new session once the open one expired', async () => {
    const { token } = await brand();
    const first = await planUrl(token);
    await stripe.checkout.sessions.expire(sessionIdFromUrl(first));
    const second = await planUrl(token);
    expect(second).not.toBe(first);
    expect((await stripe.checkout.sessions.retrieve(sessionIdFromUrl(second))).status).toBe('open');
  });

  it('answers 429 over the per-user limit, from whatever address', async () => {
    const { max } = THROTTLE_LIMITS.subscriptionCheckout;
    const { token } = await brand();
    for (let i = 0; i < max; i += 1) await planUrl(token);
    const blocked = await postJson('createSubscriptionCheckout', planBody(), {
      authorization: `Bearer ${token}`,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: COPY.tooManyRequests });
  });

  it('answers 429 over the per-IP limit, even for a new user', async () => {
    const { max } = THROTTLE_LIMITS.subscriptionCheckout;
    const real = uniqueIp();
    const users = await Promise.all(Array.from({ length: max + 1 }, () => brand()));
    for (const user of users.slice(0, max))
      await planUrl(user.token, undefined, `1.2.3.4, ${real}`);
    const blocked = await postJson('createSubscriptionCheckout', planBody(), {
      authorization: `Bearer ${users[max]?.token ?? ''}`,
      'x-forwarded-for': `${uniqueIp()}, ${real}`,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: COPY.tooManyRequests });
  });
});
