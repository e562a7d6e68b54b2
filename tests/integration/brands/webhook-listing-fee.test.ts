/**
 * stripeWebhook, listing fee: signed events (stand-in objects, self-signed envelopes) delivered
 * three times and in reversed order end in one correct state; bad signatures change nothing.
 * The webhook re-reads the session from Stripe, so a session is paid at the stand-in first and
 * what the stand-in's own deliveries wrote is forgotten before the test delivers its events.
 */
import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callCallable, URLS } from '../../support/emulator';
import { forgetListingFee } from '../stripe/flows';
import {
  deliver,
  deliverThrice,
  makeEvent,
  payOnStandin,
  postJson,
  sessionIdFromUrl,
  stripe,
  submissionInput,
  uniqueIp,
  uploadTestImage,
  WEBHOOK_SECRET,
} from './helpers';

let image: string;
beforeAll(async () => {
  image = await uploadTestImage();
});

/** A stored submission and its (unpaid) Checkout session at the stand-in. */
async function submissionWithSession() {
  const created = await callCallable<{ id: string }>('createSubmission', submissionInput(image), {
    ip: uniqueIp(),
  });
  const id = created.result?.id ?? '';
  const res = await postJson('createCheckoutSession', { submissionId: id });
  const url = String(res.body.url);
  const session = await stripe.checkout.sessions.retrieve(sessionIdFromUrl(url));
  return { id, url, session };
}

const paidCopy = (session: Stripe.Checkout.Session) => ({
  ...session,
  status: 'complete',
  payment_status: 'paid',
});

const submission = async (id: string) => (await adminDb().doc(`submissions/${id}`).get()).data();
const paymentsFor = async (id: string) =>
  (await adminDb().collection('payments').where('submission_id', '==', id).get()).docs;

describe('stripeWebhook — listing fee', () => {
  /** Paid at the stand-in, then the effects of its own deliveries forgotten. */
  async function paidSession() {
    const { id, url, session } = await submissionWithSession();
    await payOnStandin(url);
    await forgetListingFee(id, session.id);
    return { id, session: await stripe.checkout.sessions.retrieve(session.id) };
  }

  it('marks the submission paid once, records one payment, however often it is delivered', async () => {
    const { id, session } = await paidSession();
    const event = makeEvent('checkout.session.completed', paidCopy(session));
    expect(await deliverThrice([event])).toEqual([200, 200, 200]);

    expect(await submission(id)).toMatchObject({
      payment_status: 'paid',
      checkout_session_id: session.id,
      amount_paid: 5000,
      status: 'pending',
    });
    expect((await submission(id))?.paid_at).toBeTruthy();
    const payments = await paymentsFor(id);
    expect(payments).toHaveLength(1);
    expect(payments[0]?.id).toBe(session.id);
    expect(payments[0]?.data()).toMatchObject({
      amount_cents: 5000,
      currency: 'usd',
      kind: 'listing_fee',
      user_id: null,
      submission_id: id,
      stripe_object_id: session.id,
    });
    expect((await adminDb().doc(`stripe_events/${event.id}`).get()).exists).toBe(true);
  });

  it('delayed payment: success before the unpaid completion still ends paid', async () => {
    const { id, session } = await paidSession();
    const completedUnpaid = makeEvent('checkout.session.completed', {
      ...session,
      status: 'complete',
      payment_status: 'unpaid',
    });
    const succeeded = makeEvent('checkout.session.async_payment_succeeded', paidCopy(session));
    // Reversed order, three times.
    expect(await deliverThrice([succeeded, completedUnpaid])).toEqual([
      200, 200, 200, 200, 200, 200,
    ]);
    expect((await submission(id))?.payment_status).toBe('paid');
    // A late failure of another attempt does not take the payment back.
    await deliver(makeEvent('checkout.session.async_payment_failed', session));
    expect((await submission(id))?.payment_status).toBe('paid');
    expect(await paymentsFor(id)).toHaveLength(1);
  });

  it('delayed payment that fails: failed in either order, no revenue recorded', async () => {
    const { id, session } = await submissionWithSession();
    const completedUnpaid = makeEvent('checkout.session.completed', {
      ...session,
      status: 'complete',
    });
    const failed = makeEvent('checkout.session.async_payment_failed', session);
    await deliverThrice([failed, completedUnpaid]);
    expect((await submission(id))?.payment_status).toBe('failed');
    expect(await paymentsFor(id)).toHaveLength(0);
  });

  it('refuses a bad, missing or replayed-onto-other-data signature and writes nothing', async () => {
    const { id, session } = await submissionWithSession();
    const event = makeEvent('checkout.session.completed', paidCopy(session));
    expect(await deliver(event, { secret: 'whsec_wrong' })).toBe(400);
    expect(await deliver(event, { signature: null })).toBe(400);
    expect(await deliver(event, { signature: 't=1,v1=deadbeef' })).toBe(400);
    const other = makeEvent('checkout.session.completed', paidCopy(session));
    const header = stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(other),
      secret: WEBHOOK_SECRET,
    });
    expect(await deliver(event, { signature: header })).toBe(400);

    expect((await submission(id))?.payment_status).toBe('unpaid');
    expect(await paymentsFor(id)).toHaveLength(0);
    expect((await adminDb().doc(`stripe_events/${event.id}`).get()).exists).toBe(false);
  });

  it('ignores event types it does not handle', async () => {
    const event = makeEvent('customer.created', { id: 'cus_x', object: 'customer' });
    expect(await deliver(event)).toBe(200);
    expect((await adminDb().doc(`stripe_events/${event.id}`).get()).exists).toBe(false);
  });

  it('end to end: Pay on the stand-in marks the submission paid before the redirect', async () => {
    const { id, url } = await submissionWithSession();
    const location = await payOnStandin(url);
    expect(location).toBe(`${URLS.storefront}/submit?success=true`);
    expect((await submission(id))?.payment_status).toBe('paid');
    expect(await paymentsFor(id)).toHaveLength(1);
  });
});
