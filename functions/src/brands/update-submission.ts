import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { BRAND_COPY, CALLABLES } from '@swagdrop/model';
import { db } from '../lib/admin';
import { publicCallable } from '../lib/callable';
import { draftTokenMatches } from './draft-token';
import { publishImage } from '../images/publish-image';
import { checkImage } from './own-image';
import { decoySuccessUrl, imageFields, isDecoy, submissionFields } from './submission-fields';
import {
  logDecoySubmission,
  logSubmissionUpdateRefused,
  logSubmissionUpdated,
} from './submission-log';

/**
 * Changes a submission the brand has not paid for yet (back from a canceled checkout with an
 * edited form), so the retry pays for the same submission instead of storing a second one.
 * Only the holder of the draft token createSubmission gave out may do it, only while the
 * submission is pending and not paid, and the new fields pass the same shared schema. A wrong
 * token and an unknown id get the same answer, so ids cannot be probed. The owner, status,
 * payment and creation time are never touched. A new pending upload is published like in
 * createSubmission; the one this submission already published keeps its public copy.
 */
export const updateSubmission = publicCallable(
  CALLABLES.updateSubmission,
  async ({ id, draft_token, submission }, request) => {
    if (isDecoy(submission)) {
      logDecoySubmission('updateSubmission');
      return { id, draft_token, next_url: decoySuccessUrl(), image_url: submission.image_url };
    }
    const ref = db.collection('submissions').doc(id);
    // Checked before the image is published, so a refused update never moves an upload; checked
    // again in the transaction, which is what decides.
    const current = await ref.get();
    refuseUnlessChangeable(id, draft_token, current);
    const image = await checkImage(submission.image_url, request.auth?.uid, {
      source: current.get('image_source'),
      url: current.get('image_url'),
    });
    const imageUrl = await publishImage(image);
    const fields = { ...submissionFields(submission), ...imageFields(image, imageUrl) };
    await db.runTransaction(async (tx) => {
      refuseUnlessChangeable(id, draft_token, await tx.get(ref));
      tx.update(ref, { ...fields, updated_at: FieldValue.serverTimestamp() });
    });
    logSubmissionUpdated(id);
    return { id, draft_token, next_url: null, image_url: imageUrl };
  },
);

function refuseUnlessChangeable(id: string, draftToken: string, snap: DocumentSnapshot): void {
  if (!snap.exists || !draftTokenMatches(draftToken, snap.get('draft_token_hash'))) {
    logSubmissionUpdateRefused(id, snap.exists ? 'wrong draft token' : 'unknown id');
    throw new HttpsError('not-found', BRAND_COPY.submissionNotFound);
  }
  // 'failed' (an async payment that did not go through) is as unpaid as 'unpaid'.
  if (snap.get('payment_status') === 'paid') {
    logSubmissionUpdateRefused(id, 'already paid');
    throw new HttpsError('failed-precondition', BRAND_COPY.submissionAlreadyPaid);
  }
  if (snap.get('status') !== 'pending') {
    logSubmissionUpdateRefused(id, 'no longer pending');
    throw new HttpsError('failed-precondition', BRAND_COPY.submissionNotPending);
  }
}
