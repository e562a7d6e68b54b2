/**
 * Server bookkeeping does not grow forever: throttle windows and processed Stripe events carry
 * the `expires_at` timestamp the TTL policies of firestore.indexes.json delete them by
 * (functions/src/lib/expiry.ts), set in the future so nothing goes while it still matters.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { THROTTLE_LIMITS } from '../../../functions/src/lib/throttle-limits';
import { adminDb, callCallable, seedListing } from '../../support/emulator';
import { submissionWithSession } from '../stripe/flows';
import { deliver, makeEvent, stripe, uploadTestImage } from '../brands/helpers';
import { throttleDocId, uniqueEmail, uniqueIp } from './helpers';
import { confirmNewsletter, joinWaitlist, waitlistEntry } from '../mail/visitor-helpers';
import { deadTransport, mailDoc, outboxDb, queue, settings } from '../mail/outbox-helpers';
import { deliverMail } from '../../../functions/src/mail/deliver';

const DAY_MS = 24 * 60 * 60 * 1000;
const millis = (value: unknown) => (value as Timestamp).toMillis();

describe('bookkeeping expiry', () => {
  it('keeps a throttle window until a day after the window ends', async () => {
    const ip = uniqueIp();
    const before = Date.now();
    const res = await callCallable(
      'submitClaim',
      {
        first_name: 'Tess',
        email: uniqueEmail('ttl'),
        listing_id: await seedListing(),
        agreed_to_terms: true,
      },
      { ip },
    );
    expect(res.error).toBeUndefined();

    const window = (
      await adminDb()
        .doc(`throttles/${throttleDocId('claim', 'ip', ip)}`)
        .get()
    ).data();
    const windowEnd = millis(window?.window_start) + THROTTLE_LIMITS.claim.windowSeconds * 1000;
    expect(millis(window?.expires_at)).toBe(windowEnd + DAY_MS);
    expect(millis(window?.expires_at)).toBeGreaterThan(before + DAY_MS);
  });

  it('keeps a processed Stripe event 30 days', async () => {
    const { sessionId } = await submissionWithSession(await uploadTestImage());
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    const event = makeEvent('checkout.session.completed', session);
    const before = Date.now();
    expect(await deliver(event)).toBe(200);
    const after = Date.now();

    const record = (await adminDb().doc(`stripe_events/${event.id}`).get()).data();
    expect(record?.outcome).toEqual(expect.any(String));
    expect(millis(record?.expires_at)).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(millis(record?.expires_at)).toBeLessThanOrEqual(after + 30 * DAY_MS);
  });

  it('keeps a checkout session record 90 days', async () => {
    const before = Date.now();
    const { sessionId } = await submissionWithSession(await uploadTestImage());
    const record = (await adminDb().doc(`checkout_sessions/${sessionId}`).get()).data();
    expect(millis(record?.expires_at)).toBeGreaterThanOrEqual(before + 90 * DAY_MS);
    expect(millis(record?.expires_at)).toBeLessThanOrEqual(Date.now() + 90 * DAY_MS);
  });

  it('keeps an unconfirmed newsletter sign-up 30 days; confirming keeps it', async () => {
    const email = uniqueEmail('ttl-news');
    const before = Date.now();
    await joinWaitlist(email);
    const entry = await waitlistEntry(email);
    expect(millis(entry?.expires_at)).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(millis(entry?.expires_at)).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
    await confirmNewsletter(String(entry?.confirm_token));
    expect((await waitlistEntry(email))?.expires_at).toBeUndefined();
  });

  it('keeps a failed mail 30 days after its last attempt', async () => {
    const store = outboxDb();
    const key = await queue(store, 'newsletter_confirm', uniqueEmail('ttl-mail'), {
      confirm_token: 'T'.repeat(43),
    });
    const before = Date.now();
    await deliverMail(store, key, await deadTransport(), settings, new Date());
    const doc = await mailDoc(store, key);
    expect(doc.status).toBe('failed');
    expect(millis(doc.expires_at)).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(millis(doc.expires_at)).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
  });
});
