import { HttpsError } from 'firebase-functions/v2/https';
import { deleteListingRequestSchema, listingSummary } from '@swagdrop/shared-ui/model';
import { db } from '../lib/admin';
import { parseOrThrow } from '../lib/validation';
import { appendAudit } from './audit';
import { adminCallable } from './guard';

/** Admin delete of a listing; the audit entry keeps a short summary of what was removed. */
export const deleteListing = adminCallable(async (request, actor) => {
  const { id } = parseOrThrow(deleteListingRequestSchema, request.data);
  return db.runTransaction(async (tx) => {
    const ref = db.collection('swag_listings').doc(id);
    const current = await tx.get(ref);
    if (!current.exists) throw new HttpsError('not-found', 'This listing no longer exists.');
    tx.delete(ref);
    appendAudit(
      {
        actor,
        action: 'listing.delete',
        target: `swag_listings/${id}`,
        before: listingSummary(current.data() ?? {}),
      },
      tx,
    );
    return { id, deleted: true as const };
  });
});
