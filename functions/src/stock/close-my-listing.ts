import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { CALLABLES } from '@swagdrop/model';
import { appendAudit } from '../admin/audit';
import { db } from '../lib/admin';
import { publicCallable } from '../lib/callable';
import { logListingClosedByOwner } from './log';
import { requireBrandActor, requireOwnListing } from './owner';
import { listingRef } from './stock-store';

/**
 * 'Close listing': the owning brand ends its listing now, exactly like an ended term (its page
 * answers 410; a moderator's 'Extend' reopens it). One transaction with its audit entry.
 */
export const closeMyListing = publicCallable(
  CALLABLES.closeMyListing,
  async ({ listingId }, request) => {
    const actor = requireBrandActor(request);
    await db.runTransaction(async (tx) => {
      const listing = requireOwnListing(await tx.get(listingRef(listingId)), actor);
      const end: unknown = listing.get('expires_at');
      const now = Timestamp.now();
      tx.update(listing.ref, {
        expires_at: now,
        expired: true,
        updated_at: FieldValue.serverTimestamp(),
      });
      const title = typeof listing.get('title') === 'string' ? String(listing.get('title')) : null;
      appendAudit(
        {
          actor,
          action: 'listing.close',
          target: `swag_listings/${listingId}`,
          before: {
            title,
            expires_at: end instanceof Timestamp ? end.toDate().toISOString() : null,
            expired: listing.get('expired') === true,
          },
          after: { title, expires_at: now.toDate().toISOString(), expired: true },
        },
        tx,
      );
    });
    logListingClosedByOwner(listingId, actor.uid);
    return { ok: true as const };
  },
);
