import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import {
  paymentRecordStatus,
  purchaseEnds,
  returnedCents,
  type AuditActionName,
} from '@swagdrop/model';
import type { AdminActor } from '../admin/guard';
import { appendAudit } from '../admin/audit';
import { db } from '../lib/admin';
import type { MailRequest } from '../mail/data';
import { prepareMail } from '../mail/outbox';
import { oncePerEvent } from '../stripe/writes';
import type { ChargeState } from './charge-facts';

/**
 * Every Firestore write of money going back: the payment record's refunded amount and state,
 * the submission a returned listing fee paid for (refunded, its listing ended), the moderator's
 * reject-and-refund, their audit entries and mails. Webhook effects run once per event id
 * (stripe/writes.ts) and are derived from Stripe's current charge, not from the event, so any
 * order and any number of deliveries end in the same state.
 */

/** Who acts when Stripe reports a refund or dispute. */
const STRIPE_ACTOR = { uid: 'stripe', email: null } as const;

export interface ReturnEffects {
  /** The brand account that paid, for a payment record this event has to create. */
  uid: string | null;
  /** The brand's mail for this event, given the submission a listing fee paid for. */
  mail: (submission: DocumentSnapshot | null) => MailRequest | null;
  audit: AuditActionName | null;
  /** What the payment bought, in words (the moderator digest lists open disputes by it). */
  what: (submission: DocumentSnapshot | null) => string;
}

/**
 * Applies Stripe's current state of one charge: the payment record (payments/{session or
 * invoice id}) gets its refunded amount and state; a returned listing fee marks the submission
 * refunded and ends its listing (expired, so it leaves the directory; a plan cannot bring it
 * back). A plan's cancellation happened in Stripe before this runs (handlers.ts).
 */
export function applyChargeState(
  event: Stripe.Event,
  state: ChargeState,
  effects: ReturnEffects,
): Promise<string> {
  return oncePerEvent(event, async (tx) => {
    const { target, facts, charge } = state;
    if (!target) return 'not_ours';
    const paymentRef = db.collection('payments').doc(target.paymentId);
    const payment = await tx.get(paymentRef);
    let submission: DocumentSnapshot | null = null;
    let listing: DocumentSnapshot | null = null;
    if (target.kind === 'listing_fee') {
      const session = await tx.get(db.collection('checkout_sessions').doc(target.paymentId));
      const submissionId = session.get('submission_id') as string | undefined;
      if (submissionId) {
        submission = await tx.get(db.collection('submissions').doc(submissionId));
        listing = await tx.get(db.collection('swag_listings').doc(submissionId));
      }
    }
    const ends = purchaseEnds(facts);
    const mail = effects.mail(submission);
    const writeMail = mail ? await prepareMail(tx, mail) : () => undefined;

    const status = paymentRecordStatus(facts);
    const back = returnedCents(facts);
    const disputeStatus = facts.dispute?.status ?? null;
    // Audited when the money's state moves, not per delivery: a re-sent event adds no entry.
    const moved =
      !payment.exists ||
      payment.get('status') !== status ||
      payment.get('refunded_cents') !== back ||
      (payment.get('dispute_status') ?? null) !== disputeStatus;
    // The payment's own event may come after its refund: the record is made here then, with
    // the fields that event would write (it finds the record and leaves it alone).
    tx.set(
      paymentRef,
      {
        ...(payment.exists
          ? {}
          : {
              stripe_object_id: target.paymentId,
              amount_cents: charge.amount,
              currency: charge.currency,
              kind: target.kind,
              user_id: submission?.exists
                ? ((submission.get('user_id') as string | null | undefined) ?? null)
                : effects.uid,
              submission_id: submission?.id ?? null,
              created_at: FieldValue.serverTimestamp(),
            }),
        status,
        refunded_cents: returnedCents(facts),
        charge_id: charge.id,
        receipt_url: charge.receipt_url ?? null,
        dispute_status: facts.dispute?.status ?? null,
        what: effects.what(submission),
        updated_at: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    const endsFee = ends && submission?.exists === true;
    if (endsFee && submission && submission.get('payment_status') !== 'refunded') {
      tx.update(submission.ref, {
        payment_status: 'refunded',
        refunded_at: FieldValue.serverTimestamp(),
      });
    }
    if (endsFee && listing?.exists && listing.get('fee_refunded') !== true) {
      tx.update(listing.ref, {
        expired: true,
        expires_at: Timestamp.now(),
        fee_refunded: true,
        updated_at: FieldValue.serverTimestamp(),
      });
    }
    if (effects.audit && moved) {
      appendAudit(
        {
          actor: STRIPE_ACTOR,
          action: effects.audit,
          target: `payments/${target.paymentId}`,
          after: {
            status,
            charge_id: charge.id,
            refunded_cents: returnedCents(facts),
            dispute_status: facts.dispute?.status ?? null,
            submission_id: submission?.id ?? null,
          },
        },
        tx,
      );
    }
    writeMail();
    return `payment_${status}`;
  });
}

export type RefundStart =
  { kind: 'refund'; sessionId: string } | { kind: 'done'; refundedCents: number };

/**
 * First step of reject-and-refund: checks the submission can be refunded and marks the refund
 * as asked for, so it can no longer be approved even before Stripe answers. A submission
 * already rejected with its refund answers `done` (a retry or double click refunds once).
 * Otherwise the answer names why not: missing, not_pending, not_paid, no_checkout.
 */
export function startRejectAndRefund(submissionId: string): Promise<RefundStart | string> {
  return db.runTransaction(async (tx) => {
    const ref = db.collection('submissions').doc(submissionId);
    const snap = await tx.get(ref);
    if (!snap.exists) return 'missing';
    if (snap.get('status') === 'rejected' && snap.get('refund_by_moderator') === true) {
      return { kind: 'done' as const, refundedCents: Number(snap.get('refunded_cents') ?? 0) };
    }
    if (snap.get('status') !== 'pending') return 'not_pending';
    const paid = ['paid', 'refunded'].includes(String(snap.get('payment_status')));
    if (!paid) return 'not_paid';
    const sessionId = snap.get('checkout_session_id') as string | undefined;
    if (!sessionId) return 'no_checkout';
    if (snap.get('refund_by_moderator') !== true) tx.update(ref, { refund_by_moderator: true });
    return { kind: 'refund' as const, sessionId };
  });
}

/**
 * Second step: the submission is rejected with the refunded amount, audited, and the brand's
 * rejection mail (with its refund line) is queued, in one transaction.
 */
export function finishRejectAndRefund(
  submissionId: string,
  actor: AdminActor,
  refund: { id: string; amountCents: number },
  reason: string | null,
  mail: (snap: DocumentSnapshot) => MailRequest | null,
): Promise<number> {
  return db.runTransaction(async (tx) => {
    const ref = db.collection('submissions').doc(submissionId);
    const snap = await tx.get(ref);
    if (snap.get('status') === 'rejected') return Number(snap.get('refunded_cents') ?? 0);
    const message = mail(snap);
    const writeMail = message ? await prepareMail(tx, message) : () => undefined;
    tx.update(ref, {
      status: 'rejected',
      rejection_reason: reason,
      reviewed_at: FieldValue.serverTimestamp(),
      payment_status: 'refunded',
      refund_id: refund.id,
      refunded_cents: refund.amountCents,
    });
    appendAudit(
      {
        actor,
        action: 'submission.reject_refund',
        target: `submissions/${submissionId}`,
        before: { status: 'pending', payment_status: String(snap.get('payment_status') ?? '') },
        after: {
          status: 'rejected',
          payment_status: 'refunded',
          title: String(snap.get('title') ?? ''),
          brand_name: String(snap.get('brand_name') ?? ''),
          rejection_reason: reason,
          refund_id: refund.id,
          refunded_cents: refund.amountCents,
        },
      },
      tx,
    );
    writeMail();
    return refund.amountCents;
  });
}
