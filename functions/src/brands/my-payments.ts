import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type Stripe from 'stripe';
import {
  CALLABLES,
  PAYMENT_RECORD_STATUSES,
  type MyPaymentRow,
  type PaymentRecordStatus,
} from '@swagdrop/model';
import { STRIPE_SECRET_KEY } from '../config';
import { db } from '../lib/admin';
import { publicCallable } from '../lib/callable';
import { stripe } from '../stripe/client';

/** A brand's own history stays short; the cap bounds the Stripe look-ups. */
const MAX_ROWS = 50;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  !value ? null : typeof value === 'string' ? value : value.id;

/**
 * The signed-in brand's payments (payments/{id} with its user_id; nobody else's): date, what,
 * amount, refunded amount, state and Stripe's receipt link. The receipt link is read from
 * Stripe when the record does not carry it yet; a payment Stripe does not know (seeded data)
 * simply has none.
 */
export const myPayments = publicCallable(
  CALLABLES.myPayments,
  async (_input, request) => {
    const uid = request.auth?.uid;
    if (!uid) throw new HttpsError('unauthenticated', 'Please log in to continue');
    const snap = await db.collection('payments').where('user_id', '==', uid).limit(MAX_ROWS).get();
    const rows = await Promise.all(snap.docs.map(toRow));
    rows.sort((a, b) => (b.date ?? 0) - (a.date ?? 0));
    return { payments: rows };
  },
  undefined,
  [STRIPE_SECRET_KEY],
);

async function toRow(doc: DocumentSnapshot): Promise<MyPaymentRow> {
  const kind = doc.get('kind') === 'subscription' ? 'subscription' : 'listing_fee';
  const submissionId = doc.get('submission_id') as string | null | undefined;
  const title = submissionId
    ? (((await db.collection('submissions').doc(submissionId).get()).get('title') as
        string | undefined) ?? null)
    : null;
  const created = doc.get('created_at') as Timestamp | null | undefined;
  const status = doc.get('status') as PaymentRecordStatus | undefined;
  const stored = doc.get('receipt_url') as string | null | undefined;
  return {
    id: doc.id,
    date: created ? created.toMillis() : null,
    kind,
    title,
    amount_cents: Number(doc.get('amount_cents') ?? 0),
    refunded_cents: Number(doc.get('refunded_cents') ?? 0),
    currency: String(doc.get('currency') ?? 'usd'),
    status: status && PAYMENT_RECORD_STATUSES.includes(status) ? status : 'paid',
    receipt_url: stored ?? (await receiptUrl(doc.id, kind).catch(() => null)),
  };
}

/** The receipt of the charge that paid a Checkout Session (listing fee) or an invoice (plan). */
async function receiptUrl(id: string, kind: MyPaymentRow['kind']): Promise<string | null> {
  const api = await stripe();
  const intentId =
    kind === 'listing_fee'
      ? idOf((await api.checkout.sessions.retrieve(id)).payment_intent)
      : await invoiceIntent(api, id);
  if (!intentId) return null;
  const chargeId = idOf((await api.paymentIntents.retrieve(intentId)).latest_charge);
  return chargeId ? ((await api.charges.retrieve(chargeId)).receipt_url ?? null) : null;
}

async function invoiceIntent(api: Stripe, invoiceId: string): Promise<string | null> {
  const links = await api.invoicePayments.list({ invoice: invoiceId, limit: 1 });
  return idOf(links.data[0]?.payment.payment_intent);
}
