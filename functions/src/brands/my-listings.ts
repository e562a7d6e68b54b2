import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES, isListingLive, type MyListingRow } from '@swagdrop/model';
import { db } from '../lib/admin';
import { publicCallable } from '../lib/callable';

/** A brand's own list stays small. */
const MAX_ROWS = 200;

function toRow(doc: QueryDocumentSnapshot, now: number): MyListingRow {
  const stored: unknown = doc.get('expires_at');
  const expiresAt = stored instanceof Timestamp ? stored.toMillis() : null;
  const expired = doc.get('expired') === true;
  return {
    id: doc.id,
    title: String(doc.get('title') ?? ''),
    slug: String(doc.get('slug') ?? ''),
    expires_at: expiresAt,
    live: isListingLive({ expires_at: expiresAt, expired }, now),
    plan_featured: doc.get('plan_featured') === true,
    quantity: null,
    claimed: 0,
    left: null,
    all_claimed: doc.get('all_claimed') === true,
  };
}

/**
 * The signed-in brand's listings (owner_uid == its uid) with their end and plan featuring, live
 * ones first by end, then ended ones, most recently ended first.
 */
export const myListings = publicCallable(CALLABLES.myListings, async (_input, request) => {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Please log in to continue');
  const now = Date.now();
  const snap = await db
    .collection('swag_listings')
    .where('owner_uid', '==', uid)
    .limit(MAX_ROWS)
    .get();
  const far = Number.MAX_SAFE_INTEGER;
  const listings = snap.docs
    .map((doc) => toRow(doc, now))
    .sort((a, b) =>
      a.live !== b.live
        ? Number(b.live) - Number(a.live)
        : a.live
          ? (a.expires_at ?? far) - (b.expires_at ?? far)
          : (b.expires_at ?? 0) - (a.expires_at ?? 0),
    );
  return { listings };
});
