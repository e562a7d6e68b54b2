import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { rejectSubmissionRequestSchema } from '@swagdrop/shared-ui/model';
import { db } from '../lib/admin';
import { parseOrThrow } from '../lib/validation';
import { appendAudit } from './audit';
import { adminCallable } from './guard';
import { notPendingError } from './submissions-status';

/**
 * Reject a pending submission (spec §4), with its audit entry in the same transaction. Only
 * pending submissions can be rejected, so an approved one (with a live listing) stays approved.
 */
export const rejectSubmission = adminCallable(async (request, actor) => {
  const { submissionId } = parseOrThrow(rejectSubmissionRequestSchema, request.data);
  const ref = db.collection('submissions').doc(submissionId);

  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new HttpsError('not-found', 'This submission no longer exists.');
    const status: unknown = snapshot.get('status');
    if (status !== 'pending') throw notPendingError(status);

    tx.update(ref, { status: 'rejected', reviewed_at: FieldValue.serverTimestamp() });
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
        },
      },
      tx,
    );
    return { status: 'rejected' as const };
  });
});
