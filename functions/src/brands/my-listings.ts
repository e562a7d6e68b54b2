import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES, isListingLive, storedQuantity, type MyListingRow } from '@swagdrop/model';
import { db } from '../lib/admin';
import { publicCallable } from '../lib/callable';
import { readLeft } from '../stock/stock-store';
import { attachVerifiedSubmissions } from './attach-listings';

/** A brand's own list stays small. */
const MAX_ROWS = 200;

type RowWithoutCounts = Omit<MyListingRow, 'claimed' | 'left'>;

function toRow(doc: QueryDocumentSnapshot, now: number): RowWithoutCounts {
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
    quantity: storedQuantity(doc.get('quantity')),
    all_claimed: doc.get('all_claimed') === true,
  };
}

/**
 * Claims so far (a count() aggregation: brands may not read claims) and, with a quantity, what
 * is left (the sum of the stock shards).
 */
async function withCounts(row: RowWithoutCounts): Promise<MyListingRow> {
  const [count, left] = await Promise.all([
    db.collection('claims').where('listing_id', '==', row.id).count().get(),
    row.quantity === null ? Promise.resolve(null) : readLeft(row.id),
  ]);
  return { ...row, claimed: count.data().count, left };
}

/**
 * The signed-in brand's listings (owner_uid == its uid) with their end, plan featuring and
 * stock, live ones first by end, then ended ones, most recently ended first. Signed-out
 * submissions sent with the account's verified email are attached first (attach-listings.ts).
 */
export const myListings = publicCallable(CALLABLES.myListings, async (_input, request) => {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Please log in to continue');
  await attachVerifiedSubmissions(request.auth);
  const now = Date.now();
  const snap = await db
    .collection('swag_listings')
    .where('owner_uid', '==', uid)
    .limit(MAX_ROWS)
    .get();
  const far = Number.MAX_SAFE_INTEGER;
  const rows = snap.docs
    .map((doc) => toRow(doc, now))
    .sort((a, b) =>
      a.live !== b.live
        ? Number(b.live) - Number(a.live)
        : a.live
          ? (a.expires_at ?? far) - (b.expires_at ?? far)
          : (b.expires_at ?? 0) - (a.expires_at ?? 0),
    );
  return { listings: await Promise.all(rows.map(withCounts)) };
});
