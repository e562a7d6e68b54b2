import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { brandMail, contactEmailOf } from './requests';

/**
 * The mails about one submission, to its contact email. Built inside the transaction that
 * changes the submission, from the submission as that transaction read it.
 */

const titleOf = (snap: DocumentSnapshot) => String(snap.get('title') ?? '');

/** Listing fee paid: the receipt, keyed by the Checkout session that paid it. */
export function receiptMail(
  snap: DocumentSnapshot,
  payment: { sessionId: string; amountCents: number; currency: string; paidAt: Date },
) {
  const userId = snap.get('user_id') as unknown;
  return brandMail(
    'submission_receipt',
    [payment.sessionId],
    contactEmailOf(snap.get('contact_email')),
    {
      submission_title: titleOf(snap),
      brand_name: String(snap.get('brand_name') ?? ''),
      amount_cents: payment.amountCents,
      currency: payment.currency,
      paid_at: payment.paidAt.toISOString(),
      has_account: typeof userId === 'string' && userId !== '',
    },
  );
}

export function approvedMail(snap: DocumentSnapshot, slug: string) {
  return brandMail('submission_approved', [snap.id], contactEmailOf(snap.get('contact_email')), {
    submission_title: titleOf(snap),
    listing_slug: slug,
  });
}

export function rejectedMail(
  snap: DocumentSnapshot,
  reason: string | null,
  refund: { amountCents: number; currency: string } | null = null,
) {
  return brandMail('submission_rejected', [snap.id], contactEmailOf(snap.get('contact_email')), {
    submission_title: titleOf(snap),
    reason,
    refund: refund ? { amount_cents: refund.amountCents, currency: refund.currency } : null,
  });
}
