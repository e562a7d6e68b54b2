/** An unsubscribe stops every newsletter mail to the address that has not gone out yet. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminDb, Timestamp } from '../../support/emulator';
import { uniqueEmail } from '../public-writes/helpers';
import { requeueDueMail } from '../../../functions/src/mail/requeue';
import { stopNewsletterMail } from '../../../functions/src/mail/unsubscribed-mail';
import { confirmedSubscriber, unsubscribeUrl } from './visitor-helpers';
import { mailDoc, outboxDb, queue } from './outbox-helpers';

const digest = (token: string) => ({
  listings: [{ title: 'Tee', brand_name: 'Acme', slug: 'acme-tee' }],
  unsubscribe_token: token,
});

/** A failed mail document as a transient SMTP failure leaves it (the trigger ignores it). */
async function failedMail(to: string, template: string, data: Record<string, unknown>) {
  const ref = adminDb().collection('mail').doc(`${template}:unsub-test:${randomUUID()}`);
  await ref.set({
    to,
    template,
    data,
    status: 'failed',
    attempts: 1,
    last_error: '421 try later',
    next_attempt_at: Timestamp.fromMillis(Date.now() + 10 * 60_000),
    updated_at: Timestamp.now(),
  });
  return ref;
}

describe('unsubscribing stops newsletter mail not yet sent', () => {
  it('ends failed digests and confirmations to that address, and nothing else', async () => {
    const email = uniqueEmail('unsub-stop');
    const token = await confirmedSubscriber(email);
    const failedDigest = await failedMail(email, 'weekly_digest', digest(token));
    const failedConfirm = await failedMail(email, 'newsletter_confirm', {
      confirm_token: 'x'.repeat(43),
    });
    const claimMail = await failedMail(email, 'claim_confirmation', {
      listing_title: 'Tee',
      brand_name: 'Acme',
      listing_slug: 'acme-tee',
      claim_url: null,
    });
    const otherAddress = await failedMail(uniqueEmail('unsub-other'), 'weekly_digest', digest('y'));

    const res = await fetch(unsubscribeUrl(token), { method: 'POST', body: '' });
    expect(res.status).toBe(200);

    for (const ref of [failedDigest, failedConfirm]) {
      const doc = (await ref.get()).data()!;
      expect(doc).toMatchObject({ status: 'unsubscribed', next_attempt_at: null });
      // Kept for the email log, then removed by the TTL policy.
      expect(doc.expires_at).toBeInstanceOf(Timestamp);
    }
    expect((await claimMail.get()).get('status')).toBe('failed');
    expect((await otherAddress.get()).get('status')).toBe('failed');
  });

  it('stops queued mail, and a mail that was being sent is ended, not requeued', async () => {
    const store = outboxDb();
    const email = uniqueEmail('unsub-outbox');
    const queued = await queue(store, 'weekly_digest', email, digest('q'.repeat(43)));
    const sending = await queue(store, 'weekly_digest', email, digest('s'.repeat(43)));
    const past = Timestamp.fromMillis(Date.now() - 60_000);
    await store.collection('mail').doc(sending).update({ status: 'sending' });

    expect(await stopNewsletterMail(store, email)).toBe(1);
    expect(await mailDoc(store, queued)).toMatchObject({ status: 'unsubscribed' });
    expect(await mailDoc(store, sending)).toMatchObject({ status: 'sending' });

    // Its attempt failed after the unsubscribe: the retry schedule ends it.
    await store.collection('mail').doc(sending).update({ status: 'failed', next_attempt_at: past });
    await requeueDueMail(store, new Date());
    expect(await mailDoc(store, sending)).toMatchObject({ status: 'unsubscribed' });
  });
});
