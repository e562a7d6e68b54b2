import { describe, expect, it } from 'vitest';
import { queueMail } from '../../../functions/src/mail/outbox';
import { mailKey } from '../../../functions/src/mail/data';
import { adminDb } from '../../support/emulator';
import { mailsTo, waitForMail } from '../../support/maildev';
import { uniqueEmail } from '../public-writes/helpers';
import { until } from './outbox-helpers';

/**
 * The deployed path: a mail document queued in the project's own database is sent by the
 * `sendQueuedMail` trigger through the configured SMTP relay (MailDev locally) and marked
 * delivered. Queueing the same key again changes nothing.
 */
describe('sendQueuedMail', () => {
  it('sends a queued mail once and marks it delivered', async () => {
    const to = uniqueEmail('outbox-trigger');
    const key = mailKey('newsletter_confirm', 'outbox-trigger', to);
    const mail = {
      key,
      to,
      template: 'newsletter_confirm' as const,
      data: { confirm_token: 'tok-e2e' },
    };
    expect(await queueMail(mail, adminDb())).toBe(true);

    const received = await waitForMail(to);
    const ref = adminDb().collection('mail').doc(key);
    const doc = await until('the mail to be marked delivered', async () => {
      const data = (await ref.get()).data();
      return data?.status === 'delivered' ? data : null;
    });
    expect(doc).toMatchObject({
      attempts: 1,
      subject: received.subject,
      message_id: received.headers['message-id'],
    });
    expect(received.from[0]?.address).toBe('hello@swagdrop.test');

    // The same cause again: no new document, no new mail.
    expect(await queueMail(mail, adminDb())).toBe(false);
    expect((await ref.get()).data()?.status).toBe('delivered');
    expect(await mailsTo(to)).toHaveLength(1);
  });
});
