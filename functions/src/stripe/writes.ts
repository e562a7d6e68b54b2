import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { MailRequest } from '../mail/data';
import { db } from '../lib/admin';
import { checkoutSessionExpiresAt, stripeEventExpiresAt } from '../lib/expiry';
import { receiptMail } from '../mail/brand/submission-mails';
import { prepareMail } from '../mail/outbox';
import { listingFeeVerdict, type ListingFeeSessionRecord } from './listing-fee';
import { shouldReplaceView, type SubscriptionViewDoc } from './subscription-view';

/**
 * Every Firestore write of the Stripe code (as in firestore-stripe-payments, one place to audit).
 * Webhook effects run in a transaction that also records the event id in stripe_events, so a
 * repeated delivery finds the id and changes nothing, and a failed write records nothing (the
 * webhook then answers 5xx and Stripe retries).
 */

export type PaymentKind = 'listing_fee' | 'subscription';

/** payments/{stripe object id}: revenue for reporting and the 1 % climate share. */
export interface PaymentRecord {
  stripe_object_id: string;
  amount_cents: number;
  currency: string;
  kind: PaymentKind;
  user_id: string | null;
  submission_id: string | null;
}

const events = () => db.collection('stripe_events');
const payments = () => db.collection('payments');
const checkoutSessions = () => db.collection('checkout_sessions');
/** Deleted by the TTL policy on checkout_sessions.expires_at (lib/expiry.ts). */
const sessionExpiresAt = () => Timestamp.fromMillis(checkoutSessionExpiresAt(Date.now()));

/**
 * Runs `apply` (reads first, then writes, as transactions require) once per event id.
 * `apply` returns a short outcome stored with the event for debugging.
 */
export async function oncePerEvent(
  event: Stripe.Event,
  apply: (tx: Transaction) => Promise<string>,
): Promise<string> {
  return db.runTransaction(async (tx) => {
    const ref = events().doc(event.id);
    if ((await tx.get(ref)).exists) return 'duplicate';
    const outcome = await apply(tx);
    tx.create(ref, {
      type: event.type,
      event_created: event.created,
      outcome,
      processed_at: FieldValue.serverTimestamp(),
      // Deleted by the TTL policy on stripe_events.expires_at (lib/expiry.ts).
      expires_at: Timestamp.fromMillis(stripeEventExpiresAt(Date.now())),
    });
    return outcome;
  });
}

/** Prepares a payment write; the caller must have done all its reads before calling `write`. */
async function preparePayment(tx: Transaction, payment: PaymentRecord | null) {
  if (!payment) return () => undefined;
  const ref = payments().doc(payment.stripe_object_id);
  const exists = (await tx.get(ref)).exists;
  return () => {
    if (!exists) tx.create(ref, { ...payment, created_at: FieldValue.serverTimestamp() });
  };
}

/** An event we accept but that changes nothing (unknown user, unpaid async session, ...). */
export function recordEventOnly(event: Stripe.Event, outcome: string): Promise<string> {
  return oncePerEvent(event, async () => outcome);
}

export interface ListingFeeSession {
  sessionId: string;
  submissionId: string;
  amountCents: number;
  currency: string;
}

/** checkout_sessions/{sessionId}: the listing-fee session createCheckoutSession made. */
export async function recordListingFeeSession(session: ListingFeeSession): Promise<void> {
  const record: ListingFeeSessionRecord = {
    submission_id: session.submissionId,
    kind: 'listing_fee',
    amount_cents: session.amountCents,
    currency: session.currency,
  };
  await checkoutSessions()
    .doc(session.sessionId)
    .set({ ...record, created_at: FieldValue.serverTimestamp(), expires_at: sessionExpiresAt() });
}

export interface SubscriptionSession {
  sessionId: string;
  userId: string;
  priceId: string;
}

/**
 * checkout_sessions/{sessionId}: a plan session createSubscriptionCheckout made, so a repeated
 * request for the same plan can get it back (open-session.ts). It names no submission, so the
 * listing-fee webhook never honours it.
 */
export async function recordSubscriptionSession(session: SubscriptionSession): Promise<void> {
  await checkoutSessions().doc(session.sessionId).set({
    kind: 'subscription',
    user_id: session.userId,
    price_id: session.priceId,
    created_at: FieldValue.serverTimestamp(),
    expires_at: sessionExpiresAt(),
  });
}

type SessionFacts = Parameters<typeof listingFeeVerdict>[0] & { id: string };

/**
 * A completed payment-mode session, as re-read from Stripe. It pays a listing fee only if it is
 * one we created (our record names the submission) and its kind, amount and currency are the
 * fee's (listing-fee.ts). Then the submission becomes `paid` (never back), and the payment is
 * recorded even if the submission was already paid through another session, because the money
 * is real. The outcome starts with `refused_` when the session is not one of ours.
 */
export function markSubmissionPaid(event: Stripe.Event, session: SessionFacts): Promise<string> {
  return oncePerEvent(event, async (tx) => {
    const record = await tx.get(checkoutSessions().doc(session.id));
    const verdict = listingFeeVerdict(
      session,
      record.data() as Partial<ListingFeeSessionRecord> | undefined,
    );
    if (!verdict.paid) {
      return verdict.reason === 'awaiting_payment' ? verdict.reason : `refused_${verdict.reason}`;
    }
    const ref = db.collection('submissions').doc(verdict.submissionId);
    const snap = await tx.get(ref);
    const userId = snap.exists ? ((snap.get('user_id') as string | null) ?? null) : null;
    const writePayment = await preparePayment(tx, {
      stripe_object_id: session.id,
      amount_cents: verdict.amountCents,
      currency: verdict.currency,
      kind: 'listing_fee',
      user_id: userId,
      submission_id: verdict.submissionId,
    });
    // A fee refunded or disputed before this (late) event arrived stays refunded.
    const paysNow =
      snap.exists && !['paid', 'refunded'].includes(String(snap.get('payment_status')));
    // The receipt goes out with the change that makes the submission paid, never for a second
    // session paying an already paid fee (that payment is recorded, the brand was told once).
    const receipt = paysNow
      ? receiptMail(snap, {
          sessionId: session.id,
          amountCents: verdict.amountCents,
          currency: verdict.currency,
          paidAt: new Date(),
        })
      : null;
    const writeReceipt = receipt ? await prepareMail(tx, receipt) : () => undefined;
    writePayment();
    if (!snap.exists) return 'submission_missing';
    if (!paysNow)
      return snap.get('payment_status') === 'refunded' ? 'already_refunded' : 'already_paid';
    tx.update(ref, {
      payment_status: 'paid',
      checkout_session_id: session.id,
      amount_paid: verdict.amountCents,
      paid_at: FieldValue.serverTimestamp(),
    });
    writeReceipt();
    return 'paid';
  });
}

/**
 * An async payment of one of our listing-fee sessions failed: `failed`, unless some session
 * already paid the fee.
 */
export function markSubmissionPaymentFailed(
  event: Stripe.Event,
  sessionId: string,
): Promise<string> {
  return oncePerEvent(event, async (tx) => {
    const record = await tx.get(checkoutSessions().doc(sessionId));
    const submissionId = record.get('submission_id') as string | undefined;
    if (!submissionId) return 'refused_not_our_session';
    const ref = db.collection('submissions').doc(submissionId);
    const snap = await tx.get(ref);
    if (!snap.exists) return 'submission_missing';
    if (snap.get('payment_status') === 'paid') return 'already_paid';
    tx.update(ref, { payment_status: 'failed' });
    return 'failed';
  });
}

/**
 * subscriptions/{uid} from Stripe's current subscription. `load` reads Stripe inside the
 * transaction, so if two deliveries race, the retried transaction re-reads and the last write
 * carries the freshest state. `mails` names the plan mails the event causes given that state
 * (plan-mails.ts); they are queued in the same transaction, once per key.
 */
export function applySubscriptionView(
  event: Stripe.Event,
  uid: string,
  load: () => Promise<SubscriptionViewDoc>,
  payment: PaymentRecord | null = null,
  mails: (view: SubscriptionViewDoc) => MailRequest[] = () => [],
): Promise<string> {
  return oncePerEvent(event, async (tx) => {
    const ref = db.collection('subscriptions').doc(uid);
    const current = await tx.get(ref);
    const writePayment = await preparePayment(tx, payment);
    const incoming = await load();
    const writeMails: (() => void)[] = [];
    for (const mail of mails(incoming)) writeMails.push(await prepareMail(tx, mail));
    writePayment();
    for (const write of writeMails) write();
    if (!shouldReplaceView(current.data() as Partial<SubscriptionViewDoc> | undefined, incoming)) {
      return 'kept_other_subscription';
    }
    tx.set(ref, { ...incoming, updated_at: FieldValue.serverTimestamp() });
    return `view_${incoming.subscription_status}`;
  });
}

export type CustomerLease =
  { kind: 'existing'; customerId: string } | { kind: 'acquired' } | { kind: 'busy' };

/**
 * customers/{uid}: one Stripe customer per user. Before creating one, a request takes a short
 * lease in a transaction; a concurrent request sees the lease and waits for the id instead of
 * creating a second customer. An expired lease (crashed holder) can be taken over.
 */
export function claimCustomerLease(
  uid: string,
  leaseId: string,
  leaseMs: number,
): Promise<CustomerLease> {
  return db.runTransaction(async (tx): Promise<CustomerLease> => {
    const ref = db.collection('customers').doc(uid);
    const snap = await tx.get(ref);
    const customerId = snap.get('stripe_customer_id') as string | undefined;
    if (customerId) return { kind: 'existing', customerId };
    const until = snap.get('lease_until') as Timestamp | undefined;
    if (until && until.toMillis() > Date.now() && snap.get('lease_id') !== leaseId) {
      return { kind: 'busy' };
    }
    tx.set(ref, { lease_id: leaseId, lease_until: Timestamp.fromMillis(Date.now() + leaseMs) });
    return { kind: 'acquired' };
  });
}

/** Stores the customer id; if one is somehow there already, that one wins and is returned. */
export function saveCustomer(uid: string, customerId: string, email: string | null) {
  return db.runTransaction(async (tx) => {
    const ref = db.collection('customers').doc(uid);
    const existing = (await tx.get(ref)).get('stripe_customer_id') as string | undefined;
    if (existing) return existing;
    tx.set(ref, {
      stripe_customer_id: customerId,
      email,
      created_at: FieldValue.serverTimestamp(),
    });
    return customerId;
  });
}
