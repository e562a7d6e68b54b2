import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  CALLABLES,
  type MySubmissionRow,
  type PaymentStatus,
  type SubmissionStatus,
} from '@swagdrop/model';
import { db } from '../lib/admin';
import { publicCallable } from '../lib/callable';
import { attachVerifiedSubmissions } from './attach-listings';

/** A brand's own list stays small; the cap bounds the claim-count fan-out. */
const MAX_ROWS = 100;

function toRow(snap: DocumentSnapshot): Omit<MySubmissionRow, 'claims_count' | 'listing_slug'> {
  const created = snap.get('created_at') as Timestamp | null | undefined;
  return {
    id: snap.id,
    title: String(snap.get('title') ?? ''),
    brand_name: String(snap.get('brand_name') ?? ''),
    status: (snap.get('status') as SubmissionStatus | undefined) ?? 'pending',
    payment_status: (snap.get('payment_status') as PaymentStatus | undefined) ?? 'unpaid',
    created_at: created ? created.toMillis() : null,
    listing_id: (snap.get('listing_id') as string | null | undefined) ?? null,
  };
}

/**
 * The signed-in brand's submissions with their review and payment status and, for approved
 * ones, the number of claims on the published listing. Brands may not read claims, so the
 * count is an aggregation run here (count(), no claim documents leave the server).
 */
export const mySubmissions = publicCallable(CALLABLES.mySubmissions, async (_input, request) => {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Please log in to continue');
  await attachVerifiedSubmissions(request.auth);
  // Sorted here rather than by the query, so no composite index is needed for one user's rows.
  const snap = await db.collection('submissions').where('user_id', '==', uid).limit(MAX_ROWS).get();
  const rows = snap.docs
    .map(toRow)
    .sort(
      (a, b) =>
        (b.created_at ?? Number.MAX_SAFE_INTEGER) - (a.created_at ?? Number.MAX_SAFE_INTEGER),
    );

  const submissions = await Promise.all(
    rows.map(async (row): Promise<MySubmissionRow> => {
      if (row.status !== 'approved' || !row.listing_id) {
        return { ...row, claims_count: null, listing_slug: null };
      }
      const [count, listing] = await Promise.all([
        db.collection('claims').where('listing_id', '==', row.listing_id).count().get(),
        db.collection('swag_listings').doc(row.listing_id).get(),
      ]);
      return {
        ...row,
        claims_count: count.data().count,
        listing_slug: listing.exists ? ((listing.get('slug') as string | undefined) ?? null) : null,
      };
    }),
  );
  return { submissions };
});
