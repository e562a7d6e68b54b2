import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '@swagdrop/model';
import { listingSummary } from './listing-audit';
import { db } from '../lib/admin';
import { appendAudit } from './audit';
import { adminCallable } from './guard';

/** Admin delete of a listing; the audit entry keeps a short summary of what was removed. */
export const deleteListing = adminCallable(CALLABLES.deleteListing, async ({ id }, actor) => {
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
