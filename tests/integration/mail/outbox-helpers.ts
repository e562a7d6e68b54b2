/**
 * The outbox tests' world: mail documents in a Firestore project of their own on the running
 * emulator (`<project>-outbox`), where no function trigger runs, so `deliverMail` and
 * `requeueDueMail` called here are the only senders; they send through real SMTP into MailDev
 * (scripts/lib/local-mail.ts), which the tests read like an inbox.
 */
import { createServer } from 'node:net';
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { HOST, PORTS, PROJECT_ID, URLS } from '../../support/emulator';
import { type MailTemplateId } from '@swagdrop/model';
import { mailKey, type MailData } from '../../../functions/src/mail/data';
import type { MailSettings } from '../../../functions/src/config';
import { queueMail } from '../../../functions/src/mail/outbox';
import { createSmtpTransport } from '../../../functions/src/mail/transport';

export const OUTBOX_PROJECT = `${PROJECT_ID}-outbox`;

export function outboxDb(): Firestore {
  const app =
    getApps().find((a) => a.name === 'outbox') ??
    initializeApp({ projectId: OUTBOX_PROJECT }, 'outbox');
  return getFirestore(app);
}

/** What the local functions are configured with (scripts/lib/local-mail.ts). */
export const settings: MailSettings = {
  smtpUrl: `smtp://${HOST}:${PORTS.mailSmtp}`,
  from: 'SwagDrop <hello@swagdrop.test>',
  sites: { storefrontUrl: URLS.storefront, adminUrl: URLS.admin },
};

export const maildev = createSmtpTransport(settings.smtpUrl);

/** A transport to a local port nothing listens on: the relay is down. */
export async function deadTransport() {
  const port = await new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
  return createSmtpTransport(`smtp://${HOST}:${port}`);
}

/** Queues a mail the way the product does (functions/src/mail/outbox.ts); returns its key. */
export async function queue<T extends MailTemplateId>(
  store: Firestore,
  template: T,
  to: string,
  data: MailData<T>,
): Promise<string> {
  const key = mailKey(template, 'outbox-test', randomUUID());
  await queueMail({ key, to, template, data }, store);
  return key;
}

export async function mailDoc(store: Firestore, key: string) {
  const data = (await store.collection('mail').doc(key).get()).data();
  if (!data) throw new Error(`mail/${key} is missing`);
  return data;
}

/** Polls until `read` returns a value (the trigger writes a moment after it sends). */
export async function until<T>(what: string, read: () => Promise<T | null>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export const rejected = (title: string, reason: string | null = 'Blurry photo') => ({
  submission_title: title,
  reason,
});
