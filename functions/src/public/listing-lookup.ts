import { Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { LISTING_TERM_COPY, isDocumentId, isListingLive } from '@swagdrop/model';
import { db } from '../lib/admin';

export const LISTING_NOT_FOUND = 'This swag item no longer exists.';

/**
 * A listing id sent by a browser is only ever a single document id: a slash would address a
 * different path, and '.', '..' or `__x__` are reserved by Firestore (and would throw).
 */
/** Reads swag_listings/{id} for a public write; an unknown listing is a clear not-found. */
export async function requireListing(id: string): Promise<DocumentSnapshot<DocumentData>> {
  const snap = isDocumentId(id) ? await db.collection('swag_listings').doc(id).get() : null;
  if (!snap?.exists) throw new HttpsError('not-found', LISTING_NOT_FOUND);
  return snap;
}

/** As requireListing, and the offer must still be running: an ended one takes no claims. */
export async function requireLiveListing(id: string): Promise<DocumentSnapshot<DocumentData>> {
  const snap = await requireListing(id);
  const end: unknown = snap.get('expires_at');
  const live = isListingLive(
    {
      expires_at: end instanceof Timestamp ? end.toMillis() : null,
      expired: snap.get('expired') === true,
    },
    Date.now(),
  );
  if (!live) throw new HttpsError('failed-precondition', LISTING_TERM_COPY.offerEndedTitle);
  return snap;
}

/** A copied listing field for the admin views: the stored string, else null. */
export function listingText(snap: DocumentSnapshot<DocumentData>, field: string): string | null {
  const value: unknown = snap.get(field);
  return typeof value === 'string' ? value : null;
}
