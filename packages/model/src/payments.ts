import { rejectSubmissionRequestSchema } from './admin-queue-requests';

/**
 * Money that goes back (docs/product-rules.md#refunds-and-disputes): the state of one recorded
 * payment (payments/{id}) as Stripe's charge and disputes leave it, the rules that follow from
 * it, and the shapes of the reject-and-refund and payment-history callables.
 */

export const PAYMENT_RECORD_STATUSES = [
  'paid',
  'partially_refunded',
  'refunded',
  'disputed',
  'dispute_won',
  'dispute_lost',
] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

/** What Stripe says about one charge now: the refunded total and its latest dispute. */
export interface ChargeFacts {
  amount: number;
  amountRefunded: number;
  dispute: { status: string; amount: number } | null;
}

const DISPUTE_LOST = 'lost';
const DISPUTE_WON = 'won';

/** The record's state; a dispute outranks refunds because it is what the bank decided last. */
export function paymentRecordStatus(facts: ChargeFacts): PaymentRecordStatus {
  if (facts.dispute) {
    if (facts.dispute.status === DISPUTE_LOST) return 'dispute_lost';
    if (facts.dispute.status === DISPUTE_WON) return 'dispute_won';
    return 'disputed';
  }
  if (facts.amountRefunded >= facts.amount && facts.amount > 0) return 'refunded';
  if (facts.amountRefunded > 0) return 'partially_refunded';
  return 'paid';
}

/**
 * The money gone back: refunds plus a lost dispute's amount. Revenue and the 1 % climate share
 * are counted net of it.
 */
export function returnedCents(facts: ChargeFacts): number {
  const lost = facts.dispute?.status === DISPUTE_LOST ? facts.dispute.amount : 0;
  return Math.min(facts.amount, facts.amountRefunded + lost);
}

/**
 * Whether what the payment bought ends: a full refund or any dispute (a won dispute restores
 * nothing by itself). A partial refund is recorded and changes nothing else.
 */
export function purchaseEnds(facts: ChargeFacts): boolean {
  return facts.dispute !== null || (facts.amount > 0 && facts.amountRefunded >= facts.amount);
}

/** The same request as a plain reject: the refund is the whole listing fee, never an amount. */
export const rejectAndRefundRequestSchema = rejectSubmissionRequestSchema;
export interface RejectAndRefundResult {
  status: 'rejected';
  refundedCents: number;
}

/** One row of the brand dashboard's payment history (myPayments). */
export interface MyPaymentRow {
  id: string;
  /** Epoch milliseconds. */
  date: number | null;
  kind: 'listing_fee' | 'subscription';
  /** The submission title for a listing fee; null for a plan payment. */
  title: string | null;
  amount_cents: number;
  refunded_cents: number;
  currency: string;
  status: PaymentRecordStatus;
  /** Stripe's receipt page; null when Stripe has none (or cannot be reached). */
  receipt_url: string | null;
}
export interface MyPaymentsResult {
  payments: MyPaymentRow[];
}

export const PAYMENT_STATUS_LABELS: Record<PaymentRecordStatus, string> = {
  paid: 'Paid',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
  disputed: 'Disputed',
  dispute_won: 'Dispute won',
  dispute_lost: 'Dispute lost',
};
