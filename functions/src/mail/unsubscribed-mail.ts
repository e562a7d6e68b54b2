import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { MailTemplateId } from '@swagdrop/model';
import { failedMailExpiresAt } from '../lib/expiry';
import { mailCollection } from './outbox';

/** The newsletter's mails: what an unsubscribe stops. */
export const NEWSLETTER_TEMPLATES: ReadonlySet<MailTemplateId> = new Set([
  'newsletter_confirm',
  'weekly_digest',
]);

/** The fields that end a newsletter mail for good: never sent, retried or resent. */
export function unsubscribedFields(now: Date) {
  return {
    status: 'unsubscribed' as const,
    next_attempt_at: null,
    lease_expires_at: null,
    // Deleted by the TTL policy on mail.expires_at, like a failed mail.
    expires_at: Timestamp.fromMillis(failedMailExpiresAt(now.getTime())),
    updated_at: FieldValue.serverTimestamp(),
  };
}

/**
 * After an unsubscribe, no newsletter mail to that address goes out any more: queued and failed
 * ones become `unsubscribed` (the sender sends only `queued`, the retry schedule and a moderator's
 * resend only take `failed`). One being sent right now is marked, so if its attempt fails the
 * retry schedule ends it instead of requeueing it (requeue.ts). Each document is re-read in a
 * transaction so a concurrent delivery is never undone. Returns how many it stopped.
 */
export async function stopNewsletterMail(
  store: Firestore,
  to: string,
  now: Date = new Date(),
): Promise<number> {
  const snap = await mailCollection(store)
    .where('to', '==', to)
    .where('status', 'in', ['queued', 'failed', 'sending'])
    .get();
  let stopped = 0;
  for (const doc of snap.docs) {
    if (!NEWSLETTER_TEMPLATES.has(doc.get('template') as MailTemplateId)) continue;
    stopped += await store.runTransaction(async (tx) => {
      const status: unknown = (await tx.get(doc.ref)).get('status');
      if (status === 'sending') {
        tx.update(doc.ref, { unsubscribed_at: Timestamp.fromDate(now) });
        return 0;
      }
      if (status !== 'queued' && status !== 'failed') return 0;
      tx.update(doc.ref, { ...unsubscribedFields(now), unsubscribed_at: Timestamp.fromDate(now) });
      return 1;
    });
  }
  return stopped;
}
