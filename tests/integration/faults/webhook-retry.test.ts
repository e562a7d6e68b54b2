/**
 * Fault: the Stripe webhook's Firestore commit is rejected mid-way. The listing-fee transaction
 * reads the event log, the submission and the payment, stages three writes (payment, submission
 * update, event id) and commits. Here the commit is refused for real by the Firestore emulator:
 * the submission document sits at Firestore's 1 MiB document limit, so the update that marks it
 * paid cannot be stored. No mock and no hook: the same refusal production Firestore gives.
 * Stripe then retries the same signed event; once the document can be written again, the retry
 * must do the work exactly once and later retries nothing.
 */
import type Stripe from 'stripe';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callCallable } from '../../support/emulator';
import {
  deliver,
  makeEvent,
  payOnStandin,
  postJson,
  sessionIdFromUrl,
  stripe,
  submissionInput,
  uniqueIp,
  uploadTestImage,
} from '../brands/helpers';

/** Firestore's maximum document size in bytes. */
const MAX_DOCUMENT_BYTES = 1_048_576;

let image: string;
beforeAll(async () => {
  image = await uploadTestImage();
});

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

/**
 * Grows `field` of the document to the largest string Firestore still accepts (binary search
 * on real writes), so any further growth of the document is rejected. Returns that length.
 */
async function fillToLimit(path: string, field: string): Promise<number> {
  const ref = adminDb().doc(path);
  let fits = 0;
  let tooBig = MAX_DOCUMENT_BYTES;
  while (tooBig - fits > 1) {
    const mid = Math.floor((fits + tooBig) / 2);
    const ok = await ref.update({ [field]: 'x'.repeat(mid) }).then(
      () => true,
      () => false,
    );
    if (ok) fits = mid;
    else tooBig = mid;
  }
  await ref.update({ [field]: 'x'.repeat(fits) });
  return fits;
}

const paymentsFor = async (id: string) =>
  (await adminDb().collection('payments').where('submission_id', '==', id).get()).docs;

describe('stripeWebhook — a rejected write mid-way', () => {
  it('answers 5xx, stores nothing, and the retried delivery pays the submission exactly once', async () => {
    const { id, url, session } = await submissionWithSession();
    const submissionPath = `submissions/${id}`;
    // A document the moderators' notes have grown to the size limit (any field would do).
    const filled = await fillToLimit(submissionPath, 'review_notes');
    expect(filled).toBeGreaterThan(1_000_000);
    expect(filled).toBeLessThan(MAX_DOCUMENT_BYTES);
    // Paid at Stripe (the webhook re-reads the session); the stand-in's own deliveries hit the
    // same refusal and give up, leaving the submission unpaid.
    await payOnStandin(url);
    expect((await adminDb().doc(submissionPath).get()).get('payment_status')).toBe('unpaid');

    const event = makeEvent('checkout.session.completed', {
      ...session,
      status: 'complete',
      payment_status: 'paid',
    } satisfies Partial<Stripe.Checkout.Session>);

    // Stripe delivers; the commit is refused → non-2xx so Stripe retries, and nothing of the
    // transaction is visible: no payment, no event id, submission unpaid.
    const firstStatus = await deliver(event);
    expect(firstStatus).toBeGreaterThanOrEqual(500);
    expect(await paymentsFor(id)).toHaveLength(0);
    expect((await adminDb().doc(`stripe_events/${event.id}`).get()).exists).toBe(false);
    expect((await adminDb().doc(submissionPath).get()).get('payment_status')).toBe('unpaid');

    // A retry while the cause persists fails the same way, still without partial writes.
    expect(await deliver(event)).toBeGreaterThanOrEqual(500);
    expect(await paymentsFor(id)).toHaveLength(0);

    // The document is trimmed; Stripe's next retry of the very same event succeeds.
    await adminDb().doc(submissionPath).update({ review_notes: FieldValue.delete() });
    expect(await deliver(event)).toBe(200);
    const paid = (await adminDb().doc(submissionPath).get()).data();
    expect(paid).toMatchObject({
      payment_status: 'paid',
      checkout_session_id: session.id,
      amount_paid: 5000,
      status: 'pending',
    });

    // Further retries (Stripe delivers at least once) change nothing.
    expect(await deliver(event)).toBe(200);
    expect(await deliver(event)).toBe(200);
    const payments = await paymentsFor(id);
    expect(payments).toHaveLength(1);
    expect(payments[0]?.id).toBe(session.id);
    expect(payments[0]?.data()).toMatchObject({ amount_cents: 5000, kind: 'listing_fee' });
    const after = (await adminDb().doc(submissionPath).get()).data();
    expect(after?.paid_at).toEqual(paid?.paid_at);
    const logged = await adminDb().doc(`stripe_events/${event.id}`).get();
    expect(logged.get('outcome')).toBe('paid');
  });
});
