import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES, extendedExpiry } from '@swagdrop/model';
import { listingSummary } from './listing-audit';
import { db } from '../lib/admin';
import { appendAudit } from './audit';
import { adminCallable } from './guard';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * A moderator's 'Extend 90 days': the listing's end moves to max(now, end) + 90 days and the
 * listing is live again (un-expired), with its audit entry in the same transaction.
 */
export const extendListing = adminCallable(CALLABLES.extendListing, async ({ id }, actor) => {
  const ref = db.collection('swag_listings').doc(id);
  return db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (!current.exists) throw new HttpsError('not-found', 'This listing no longer exists.');
    const stored: unknown = current.get('expires_at');
    const before = stored instanceof Timestamp ? stored.toMillis() : null;
    const next = extendedExpiry(before, Date.now());
    const { title } = listingSummary(current.data() ?? {});
    tx.update(ref, {
      expires_at: Timestamp.fromMillis(next),
      expired: false,
      updated_at: FieldValue.serverTimestamp(),
    });
    appendAudit(
      {
        actor,
        action: 'listing.extend',
        target: `swag_listings/${id}`,
        before: {
          title: title ?? null,
          expires_at: iso(before),
          expired: current.get('expired') === true,
        },
        after: { title: title ?? null, expires_at: iso(next), expired: false },
      },
      tx,
    );
    return { id, expires_at: next };
  });
});
