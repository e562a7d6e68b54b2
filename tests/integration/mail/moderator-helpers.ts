/**
 * Helpers of the moderator mail tests (integration and e2e): mail documents seeded with server
 * powers, and a database of its own for a digest test (a fresh named database in the same
 * Firestore emulator), so the digest's counts are exactly what the test seeded whatever other
 * tests left pending in the shared one.
 */
import { randomUUID } from 'node:crypto';
import { getApps } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { mailKey, type MailData } from '../../../functions/src/mail/data';
import { adminDb, Timestamp } from '../../support/emulator';

export function uniqueTag(): string {
  return randomUUID().replace(/-/g, '').slice(0, 10);
}

/** A Firestore database nobody else writes to (named databases share the emulator). */
export function isolatedDb(): Firestore {
  adminDb(); // initialises the test's admin app
  const app = getApps()[0];
  if (!app) throw new Error('no admin app');
  return getFirestore(app, `digest-${uniqueTag()}`);
}

export const DIGEST_DATA: MailData<'moderator_digest'> = {
  pending_submissions: [{ title: 'Seeded Tee', brand_name: 'Seeded Brand' }],
  pending_submissions_total: 1,
  pending_reports: [],
  pending_reports_total: 0,
  open_disputes: [],
};

export interface SeededMail {
  key: string;
  to: string;
}

/**
 * A mail document as the sender leaves it (failed with an error, or delivered), written with
 * server powers: the way an SMTP failure would leave it, without waiting for one.
 */
export async function seedMail(
  status: 'failed' | 'delivered' | 'queued' | 'sending' | 'unsubscribed',
  { to = `moderator-log-${uniqueTag()}@example.com`, createdAt = new Date() } = {},
): Promise<SeededMail> {
  const key = mailKey('moderator_digest', 'seeded', uniqueTag());
  await adminDb()
    .collection('mail')
    .doc(key)
    .set({
      to,
      template: 'moderator_digest',
      data: DIGEST_DATA,
      status,
      attempts: status === 'queued' ? 0 : 3,
      last_error: status === 'failed' ? 'SMTP 421: service not available' : null,
      next_attempt_at: null,
      delivered_at: status === 'delivered' ? Timestamp.now() : null,
      message_id: status === 'delivered' ? `<${uniqueTag()}@swagdrop.test>` : null,
      created_at: Timestamp.fromDate(createdAt),
      updated_at: Timestamp.fromDate(createdAt),
    });
  return { key, to };
}
