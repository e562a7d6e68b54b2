/**
 * Refunds and disputes. A refund (POST /v1/refunds, as from the dashboard or the API) raises the
 * charge's amount_refunded and sends `charge.refunded`; a dispute is opened and closed through
 * the control endpoint (disputes.ts) and sends `charge.dispute.created` / `.closed`.
 */
import { invalid, noSuch, type StandinError } from './errors';
import type { FormObject } from './form-parse';
import { optInt, optMetadata, optString, rejectUnknown } from './params';
import type { ApiContext } from './routes';
import { newId, nowSeconds, type StandinState } from './store';
import type { Charge, Dispute, Refund } from './types';

const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

/** The charge a refund or dispute names, by charge id or by its payment intent. */
export function chargeFor(state: StandinState, params: FormObject): Charge {
  const chargeId = optString(params, 'charge');
  const intentId = optString(params, 'payment_intent');
  if (chargeId && intentId) throw invalid('Pass either charge or payment_intent, not both.');
  if (chargeId) return state.charges.get(chargeId) ?? fail(noSuch('charge', chargeId, 'charge'));
  if (!intentId) throw invalid('One of charge or payment_intent is required.', 'charge');
  const intent = state.paymentIntents.get(intentId);
  const charge = intent?.latest_charge ? state.charges.get(intent.latest_charge) : undefined;
  if (!charge) throw noSuch('payment_intent', intentId, 'payment_intent');
  return charge;
}

function fail(error: StandinError): never {
  throw error;
}

export function openDispute(state: StandinState, charge: Charge): Dispute | undefined {
  return [...state.disputes.values()].find(
    (d) => d.charge === charge.id && !['won', 'lost'].includes(d.status),
  );
}

export async function createRefund(ctx: ApiContext, params: FormObject): Promise<Refund> {
  rejectUnknown(params, ['charge', 'payment_intent', 'amount', 'reason', 'metadata']);
  const charge = chargeFor(ctx.state, params);
  const left = charge.amount - charge.amount_refunded;
  if (left <= 0) {
    throw invalid(
      `Charge ${charge.id} has already been refunded.`,
      undefined,
      'charge_already_refunded',
    );
  }
  if (openDispute(ctx.state, charge)) {
    throw invalid(
      `Charge ${charge.id} has been charged back; refund is not possible.`,
      undefined,
      'charge_disputed',
    );
  }
  const amount = optInt(params, 'amount') ?? left;
  if (amount < 1 || amount > left) {
    throw invalid(
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      'amount',
      'amount_too_large',
    );
  }
  const reason = optString(params, 'reason');
  if (reason !== undefined && !REASONS.some((r) => r === reason)) {
    throw invalid(`Invalid reason: must be one of ${REASONS.join(', ')}`, 'reason');
  }
  const refund: Refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: newId('txn'),
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    customer: charge.customer,
    customer_account: null,
    destination_details: { type: 'card', card: { type: 'refund' } },
    metadata: optMetadata(params) ?? {},
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method ?? '',
    reason: (reason as Refund['reason'] | undefined) ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
  ctx.state.refunds.set(refund.id, refund);
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded >= charge.amount;
  charge.refunds.data.unshift(refund);
  await ctx.webhooks.emit('charge.refunded', charge, {
    amount_refunded: charge.amount_refunded - amount,
  });
  return refund;
}

export function listRefunds(ctx: ApiContext, params: FormObject): Refund[] {
  rejectUnknown(params, ['charge', 'payment_intent', 'limit', 'starting_after', 'ending_before']);
  const charge = optString(params, 'charge');
  const intent = optString(params, 'payment_intent');
  return [...ctx.state.refunds.values()]
    .filter((r) => charge === undefined || r.charge === charge)
    .filter((r) => intent === undefined || r.payment_intent === intent)
    .reverse();
}
