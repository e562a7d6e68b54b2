import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES, truncate } from '@swagdrop/model';
import { AUDIT_TEXT_MAX } from './listing-audit';
import { db } from '../lib/admin';
import { mailCollection } from '../mail/outbox';
import { logMailResent } from '../mail/moderator-log';
import { appendAudit } from './audit';
import { adminCallable } from './guard';

/**
 * A moderator sends a failed mail again: it goes back to `queued` (its attempts kept, the error
 * and the retry time cleared), so the sender picks it up like a retry. Only a failed mail: a
 * queued or sending one is on its way, and a delivered one would reach the recipient twice.
 * The status is read in the transaction that writes the change and its audit entry, so two
 * moderators clicking at once resend it once.
 */
export const resendMail = adminCallable(CALLABLES.resendMail, async ({ key }, actor) => {
  const ref = mailCollection().doc(key);

  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new HttpsError('not-found', 'This email no longer exists.');
    const status: unknown = snapshot.get('status');
    if (status !== 'failed') {
      throw new HttpsError(
        'failed-precondition',
        `Only a failed email can be resent; this one is ${String(status)}.`,
        { status: typeof status === 'string' ? status : null },
      );
    }
    tx.update(ref, {
      status: 'queued',
      last_error: null,
      next_attempt_at: null,
      lease_expires_at: null,
      updated_at: FieldValue.serverTimestamp(),
    });
    appendAudit(
      {
        actor,
        action: 'mail.resend',
        target: `mail/${key}`,
        before: {
          status: 'failed',
          last_error: truncate(String(snapshot.get('last_error') ?? ''), AUDIT_TEXT_MAX),
        },
        after: {
          status: 'queued',
          template: String(snapshot.get('template') ?? ''),
          to: String(snapshot.get('to') ?? ''),
          attempts: Number(snapshot.get('attempts') ?? 0),
        },
      },
      tx,
    );
  });
  logMailResent(key, actor.uid);
  return { key, status: 'queued' };
});
