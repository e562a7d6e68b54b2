import type Stripe from 'stripe';
import { LISTING_FEE_CENTS } from '@swagdrop/model';

/** checkout_sessions/{sessionId}: a listing-fee session our createCheckoutSession created. */
export interface ListingFeeSessionRecord {
  submission_id: string;
  kind: 'listing_fee';
  amount_cents: number;
  currency: string;
}

export type ListingFeeVerdict =
  | { paid: true; submissionId: string; amountCents: number; currency: string }
  | { paid: false; reason: string };

/**
 * Whether a payment-mode session (as re-read from Stripe, not from the event) pays the listing
 * fee of a submission. Only a session we recorded counts, and only for the submission we
 * recorded: metadata and client_reference_id can be set by anyone who can create a session, so
 * they never name the submission on their own. Free of Firebase so it can be unit-tested.
 */
export function listingFeeVerdict(
  session: Pick<
    Stripe.Checkout.Session,
    'mode' | 'metadata' | 'amount_total' | 'currency' | 'payment_status'
  >,
  record: Partial<ListingFeeSessionRecord> | undefined,
): ListingFeeVerdict {
  if (!record?.submission_id || record.kind !== 'listing_fee') {
    return { paid: false, reason: 'not_our_session' };
  }
  if (session.mode !== 'payment') return { paid: false, reason: 'wrong_mode' };
  if (session.metadata?.kind !== 'listing_fee') return { paid: false, reason: 'wrong_kind' };
  if (session.amount_total !== LISTING_FEE_CENTS || record.amount_cents !== LISTING_FEE_CENTS) {
    return { paid: false, reason: 'wrong_amount' };
  }
  if (session.currency !== 'usd') return { paid: false, reason: 'wrong_currency' };
  // Completed with a delayed payment method: async_payment_succeeded follows.
  if (session.payment_status !== 'paid') return { paid: false, reason: 'awaiting_payment' };
  return {
    paid: true,
    submissionId: record.submission_id,
    amountCents: session.amount_total,
    currency: session.currency,
  };
}
