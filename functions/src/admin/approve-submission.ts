import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES, LISTING_TERM_MS, REFUND_COPY, listingInputSchema } from '@swagdrop/model';
import { listingSummary } from './listing-audit';
import { db } from '../lib/admin';
import { approvedMail } from '../mail/brand/submission-mails';
import { prepareMail } from '../mail/outbox';
import { appendAudit } from './audit';
import { adminCallable } from './guard';
import { reserveUniqueSlug } from './listings-slug';
import { notPendingError } from './submissions-status';
import { NO_PLAN, planEffect, type PlanEffect } from '../plans/plan-effect';
import { planKeyForPrice } from '../plans/plan-prices';
import { planQuantityChange } from '../stock/quantity-change';
import { verifiedAccountFor } from '../brands/attach-listings';
import { approvedTargeting } from '../places/approved-targeting';

/**
 * Approve a pending submission (docs/product-rules.md#moderation): create the listing (not featured
 * by a moderator; owned by the submitting brand account, with its term — see listingTerm) from it
 * and mark the submission approved, in ONE transaction with the audit entry. The transaction reads
 * the submission and every slug sharing the title's base, so of two approvals racing on the same
 * submission only one commits; the other is retried by Firestore, sees `approved` and is
 * refused with 'already approved'. The listing id is the submission id, a second guard: a
 * second create of the same document fails instead of duplicating the listing. The brand's
 * "approved" mail (with the live listing's link) is queued in the same transaction.
 */
export const approveSubmission = adminCallable(
  CALLABLES.approveSubmission,
  async ({ submissionId }, actor) => {
    const submissionRef = db.collection('submissions').doc(submissionId);
    const listingRef = db.collection('swag_listings').doc(submissionId);

    return db.runTransaction(async (tx) => {
      const snapshot = await tx.get(submissionRef);
      if (!snapshot.exists) throw new HttpsError('not-found', 'This submission no longer exists.');
      const submission = snapshot.data() ?? {};
      if (submission.status !== 'pending') throw notPendingError(submission.status);
      // A refunded fee (refund asked for by a moderator, or refunded or disputed in Stripe)
      // bought nothing: the submission can only be rejected.
      if (submission.payment_status === 'refunded' || submission.refund_by_moderator === true) {
        throw new HttpsError('failed-precondition', REFUND_COPY.refundedCannotApprove);
      }

      // The stored submission passes the same schema an admin-created listing must pass, so an
      // old or hand-edited document cannot publish an unsafe URL or an invalid listing.
      const listing = parseListing({
        title: submission.title,
        description: submission.description,
        image_url: submission.image_url,
        brand_name: submission.brand_name,
        category: submission.category,
        external_claim_url: submission.external_url,
        coupon_code: submission.coupon_code ?? null,
        free_shipping: submission.free_shipping === true,
        is_featured: false,
        target_scope: submission.target_scope,
        target_location: submission.target_location ?? null,
        quantity: submission.quantity ?? null,
      });
      const targeting = approvedTargeting(submission, listing);
      const slug = await reserveUniqueSlug(tx, listing.title);
      // Made signed out: the account that has verified the contact email owns the listing.
      const owner = ownerOf(submission) ?? (await verifiedAccountFor(submission.contact_email));
      const plan = owner
        ? planEffect(
            (await tx.get(db.collection('subscriptions').doc(owner))).data(),
            planKeyForPrice,
            Date.now(),
          )
        : NO_PLAN;
      const term = listingTerm(submission, owner, plan);
      const mail = approvedMail(snapshot, slug);
      const writeMail = mail ? await prepareMail(tx, mail) : () => undefined;
      const stock = await planQuantityChange(tx, listingRef.id, null, listing.quantity);

      tx.create(listingRef, {
        ...listing,
        ...targeting,
        slug,
        submission_id: submissionId,
        ...term,
        all_claimed: stock.all_claimed,
        created_at: FieldValue.serverTimestamp(),
        updated_at: FieldValue.serverTimestamp(),
      });
      stock.write();
      tx.update(submissionRef, {
        status: 'approved',
        listing_id: listingRef.id,
        reviewed_at: FieldValue.serverTimestamp(),
      });
      appendAudit(
        {
          actor,
          action: 'submission.approve',
          target: `submissions/${submissionId}`,
          before: { status: 'pending' },
          after: {
            status: 'approved',
            listing_id: listingRef.id,
            ...listingSummary({ ...listing, ...targeting, slug }),
            owner_uid: term.owner_uid,
            expires_at: term.expires_at?.toDate().toISOString() ?? null,
          },
        },
        tx,
      );
      writeMail();
      return { listingId: listingRef.id, slug };
    });
  },
);

/** The brand account a submission was made from; null for an anonymous one. */
function ownerOf(submission: Record<string, unknown>): string | null {
  const owner = submission.user_id;
  return typeof owner === 'string' && owner !== '' ? owner : null;
}

/**
 * The listing's brand account (whose plan keeps it live and featured) and, for a paid
 * submission, the term the listing fee bought: 90 days from approval, or to the end of the
 * brand's current plan period if that is later (listing-term.ts). Unpaid (moderator-published)
 * listings have no end.
 */
function listingTerm(submission: Record<string, unknown>, owner: string | null, plan: PlanEffect) {
  const term = Date.now() + LISTING_TERM_MS;
  const end = plan.live && plan.periodEndMs !== null ? Math.max(term, plan.periodEndMs) : term;
  return {
    owner_uid: owner,
    expires_at: submission.payment_status === 'paid' ? Timestamp.fromMillis(end) : null,
    expired: false,
    plan_featured: plan.featured,
  };
}

function parseListing(data: Record<string, unknown>) {
  const result = listingInputSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new HttpsError(
      'failed-precondition',
      `This submission cannot be published: ${issue?.message ?? 'invalid data'}.`,
      { field: issue?.path.join('.') ?? null },
    );
  }
  return result.data;
}
