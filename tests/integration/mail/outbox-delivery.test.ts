import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { deliverMail, RETRY_BASE_MS } from '../../../functions/src/mail/deliver';
import { requeueDueMail } from '../../../functions/src/mail/requeue';
import { mailsTo, waitForMail } from '../../support/maildev';
import { uniqueEmail } from '../public-writes/helpers';
import {
  deadTransport,
  maildev,
  mailDoc,
  outboxDb,
  queue,
  rejected,
  settings,
} from './outbox-helpers';

/**
 * The sender's promises, with real SMTP into MailDev: one queued mail reaches the inbox once,
 * however often it is handed to the sender; a relay that is down leaves it failed with the
 * reason and a retry time, and the retry delivers it once.
 */

const store = outboxDb();
const MINUTE = 60_000;

describe('the outbox sends each mail once', () => {
  it('two sequential deliveries of one document: one mail, delivered after one attempt', async () => {
    const to = uniqueEmail('outbox-twice');
    const key = await queue(store, 'submission_rejected', to, rejected('Conference socks'));
    const now = new Date();

    const first = await deliverMail(store, key, maildev, settings, now);
    const second = await deliverMail(store, key, maildev, settings, now);
    expect(first.outcome).toBe('delivered');
    expect(second).toEqual({ outcome: 'skipped', status: 'delivered' });

    const mail = await waitForMail(to);
    expect(await mailsTo(to)).toHaveLength(1);
    const doc = await mailDoc(store, key);
    expect(doc).toMatchObject({
      status: 'delivered',
      attempts: 1,
      subject: mail.subject,
      last_error: null,
      message_id: mail.headers['message-id'],
    });
    expect((doc.delivered_at as Timestamp).toMillis()).toBe(now.getTime());
    // Kept 90 days for the email log, then removed by the TTL policy.
    expect((doc.expires_at as Timestamp).toMillis()).toBe(now.getTime() + 90 * 24 * 60 * MINUTE);
  });

  it('two concurrent deliveries of one document: one mail', async () => {
    const to = uniqueEmail('outbox-race');
    const key = await queue(store, 'submission_rejected', to, rejected('Race tote'));
    const outcomes = await Promise.all([
      deliverMail(store, key, maildev, settings, new Date()),
      deliverMail(store, key, maildev, settings, new Date()),
    ]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['delivered', 'skipped']);
    await waitForMail(to);
    expect(await mailsTo(to)).toHaveLength(1);
    expect(await mailDoc(store, key)).toMatchObject({ status: 'delivered', attempts: 1 });
  });
});

describe('a relay that is down', () => {
  it('records the failure and a retry time; the retry delivers it exactly once', async () => {
    const to = uniqueEmail('outbox-down');
    const key = await queue(store, 'submission_rejected', to, rejected('Offline mug'));
    const failedAt = new Date();

    const failed = await deliverMail(store, key, await deadTransport(), settings, failedAt);
    expect(failed.outcome).toBe('failed');
    const afterFailure = await mailDoc(store, key);
    expect(afterFailure).toMatchObject({ status: 'failed', attempts: 1 });
    expect(afterFailure.last_error).toMatch(/ECONNREFUSED|connect/i);
    const retryAt = (afterFailure.next_attempt_at as Timestamp).toMillis();
    expect(retryAt).toBe(failedAt.getTime() + RETRY_BASE_MS);
    expect(await mailsTo(to)).toHaveLength(0);

    // A failed mail is not handed to the sender again by a duplicated trigger.
    expect((await deliverMail(store, key, maildev, settings, failedAt)).outcome).toBe('skipped');

    // Before its time the schedule leaves it alone; after, it is queued again.
    await requeueDueMail(store, new Date(retryAt - MINUTE));
    expect((await mailDoc(store, key)).status).toBe('failed');
    expect(await requeueDueMail(store, new Date(retryAt))).toBeGreaterThanOrEqual(1);
    expect(await mailDoc(store, key)).toMatchObject({ status: 'queued', next_attempt_at: null });

    const retried = await deliverMail(store, key, maildev, settings, new Date(retryAt));
    expect(retried.outcome).toBe('delivered');
    await deliverMail(store, key, maildev, settings, new Date(retryAt));
    await waitForMail(to);
    expect(await mailsTo(to)).toHaveLength(1);
    expect(await mailDoc(store, key)).toMatchObject({
      status: 'delivered',
      attempts: 2,
      last_error: null,
    });
  });

  it('an attempt abandoned mid-send (expired lease) is queued again; a live one is not', async () => {
    const key = await queue(
      store,
      'submission_rejected',
      uniqueEmail('outbox-lease'),
      rejected('x'),
    );
    const now = Date.now();
    const ref = store.collection('mail').doc(key);
    await ref.update({
      status: 'sending',
      attempts: 1,
      lease_expires_at: Timestamp.fromMillis(now),
    });

    await requeueDueMail(store, new Date(now - 1));
    expect((await mailDoc(store, key)).status).toBe('sending');
    await requeueDueMail(store, new Date(now));
    expect(await mailDoc(store, key)).toMatchObject({ status: 'queued', attempts: 1 });
  });
});
