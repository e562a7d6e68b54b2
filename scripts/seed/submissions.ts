/**
 * submissions in every status: the approved ones behind catalogue listings (same id, both
 * ways linked) and the drafts that are still pending or were rejected. Fields as
 * createSubmission, the Stripe webhook and the approve/reject functions write them.
 */
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { LISTING_FEE_CENTS, submissionInputSchema } from '@swagdrop/model';
import { targetPlace } from '../../functions/src/places/target-place';
import type { SeededListing } from './listings';
import { DAY_MS, daysAgo } from './random';
import type { SubmissionDraft } from './submission-drafts';

export interface SeededSubmission {
  ref: DocumentReference;
  data: Record<string, unknown>;
  title: string;
  brandName: string;
  userId: string | null;
  status: 'pending' | 'approved' | 'rejected';
  paidAt: Date | null;
  reviewedAt: Date | null;
}

const MINUTE_MS = 60 * 1000;
const ts = (date: Date) => Timestamp.fromDate(date);

export function buildSubmissions(
  db: Firestore,
  opts: {
    drafts: readonly SubmissionDraft[];
    draftImages: readonly string[];
    listings: readonly SeededListing[];
    brand: { uid: string; email: string };
    now: Date;
  },
): SeededSubmission[] {
  const { drafts, draftImages, listings, brand, now } = opts;
  const approved = listings
    .filter((l) => l.item.submittedBy)
    .map((l): SeededSubmission => {
      const byBrand = l.item.submittedBy === 'brand-account';
      const createdAt = new Date(l.createdAt.getTime() - 1.5 * DAY_MS);
      const paidAt = new Date(createdAt.getTime() + 4 * MINUTE_MS);
      const input = submissionInputSchema.parse({
        title: l.item.title,
        description: l.item.description,
        image_url: l.data.image_url,
        brand_name: l.item.brand_name,
        category: l.item.category,
        external_url: l.data.external_claim_url,
        coupon_code: l.item.coupon_code,
        free_shipping: l.item.free_shipping,
        target_scope: l.data.target_scope,
        target_location: l.data.target_location,
        contact_email: byBrand ? brand.email : `partnerships@${l.item.domain}`,
      });
      return {
        ref: db.collection('submissions').doc(l.ref.id),
        data: {
          ...input,
          ...targetPlace(input.target_scope, input.target_location),
          status: 'approved',
          payment_status: 'paid',
          user_id: byBrand ? brand.uid : null,
          created_at: ts(createdAt),
          checkout_session_id: `cs_test_seed_${l.ref.id}`,
          amount_paid: LISTING_FEE_CENTS,
          paid_at: ts(paidAt),
          listing_id: l.ref.id,
          reviewed_at: ts(l.createdAt),
        },
        title: input.title,
        brandName: input.brand_name,
        userId: byBrand ? brand.uid : null,
        status: 'approved',
        paidAt,
        reviewedAt: l.createdAt,
      };
    });

  const others = drafts.map((draft, i): SeededSubmission => {
    const ref = db.collection('submissions').doc();
    const createdAt = daysAgo(now, draft.ageDays);
    const paid = draft.payment_status === 'paid';
    const paidAt = paid ? new Date(createdAt.getTime() + 3 * MINUTE_MS) : null;
    const reviewedAt = draft.status === 'rejected' ? new Date(createdAt.getTime() + DAY_MS) : null;
    const input = submissionInputSchema.parse({
      title: draft.title,
      description: draft.description,
      image_url: draftImages[i],
      brand_name: draft.brand_name,
      category: draft.category,
      external_url: `https://${draft.domain}/swag/claim`,
      coupon_code: draft.coupon_code,
      free_shipping: draft.free_shipping,
      target_scope: draft.location ? 'local' : 'nationwide',
      target_location: draft.location,
      contact_email: draft.contact_email,
    });
    const userId = draft.byBrandAccount ? brand.uid : null;
    return {
      ref,
      data: {
        ...input,
        // As createSubmission stores it: the place the typed location names.
        ...targetPlace(input.target_scope, input.target_location),
        status: draft.status,
        payment_status: draft.payment_status,
        user_id: userId,
        created_at: ts(createdAt),
        // A checkout session exists once the brand went to pay, whatever the outcome.
        ...(draft.payment_status !== 'unpaid'
          ? { checkout_session_id: `cs_test_seed_${ref.id}` }
          : {}),
        ...(paidAt ? { amount_paid: LISTING_FEE_CENTS, paid_at: ts(paidAt) } : {}),
        ...(reviewedAt ? { reviewed_at: ts(reviewedAt) } : {}),
      },
      title: input.title,
      brandName: input.brand_name,
      userId,
      status: draft.status,
      paidAt,
      reviewedAt,
    };
  });
  return [...approved, ...others];
}
