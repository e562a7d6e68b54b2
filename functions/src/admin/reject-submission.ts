import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '@swagdrop/model';
import { db } from '../lib/admin';
import { rejectedMail } from '../mail/brand/submission-mails';
import { prepareMail } from '../mail/outbox';
import { appendAudit } from './audit';
import { adminCallable } from './guard';
import { notPendingError } from './submissions-status';

/**
 * Reject a pending submission (docs/product-rules.md#moderation), with its audit entry in the same
 * transaction. Only pending submissions can be rejected, so an approved one (with a live listing)
 * stays approved. The moderator's optional reason is stored (`rejection_reason`), audited and sent
 * to the brand in the "not approved" mail, queued in the same transaction.
 */
export const rejectSubmission = adminCallable(
  CALLABLES.rejectSubmission,
  async ({ submissionId, reason }, actor) => {
    const ref = db.collection('submissions').doc(submissionId);

    return db.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) throw new HttpsError('not-found', 'This submission no longer exists.');
      const status: unknown = snapshot.get('status');
      if (status !== 'pending') throw notPendingError(status);
      const mail = rejectedMail(snapshot, reason);
      const writeMail = mail ? await prepareMail(tx, mail) : () => undefined;

      tx.update(ref, {
        status: 'rejected',
        rejection_reason: reason,
        reviewed_at: FieldValue.serverTimestamp(),
      });
      appendAudit(
        {
          actor,
          action: 'submission.reject',
          target: `submissions/${submissionId}`,
          before: { status: 'pending' },
          after: {
            status: 'rejected',
            title: String(snapshot.get('title') ?? ''),
            brand_name: String(snapshot.get('brand_name') ?? ''),
            rejection_reason: reason,
          },
        },
        tx,
      );
      writeMail();
      return { status: 'rejected' as const };
    });
  },
);
