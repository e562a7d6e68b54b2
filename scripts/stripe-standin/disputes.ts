/**
 * The dispute control endpoint, outside the Stripe API: a cardholder's bank opens a dispute and
 * later decides it, with the objects and events Stripe sends.
 *   POST /__standin/charges/:id/dispute                              opens one
 *   POST /__standin/charges/:id/dispute/close  {"status": "won"|"lost"}  closes the open one
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { invalid, noSuch, StandinError } from './errors';
import { readBody, sendJson } from './http';
import { openDispute } from './refunds';
import { newId, nowSeconds, type StandinState } from './store';
import type { Charge, Dispute } from './types';
import type { WebhookSender } from './webhooks';

interface DisputeContext {
  state: StandinState;
  webhooks: WebhookSender;
}

const EVIDENCE_FIELDS = [
  'access_activity_log',
  'billing_address',
  'cancellation_policy',
  'cancellation_policy_disclosure',
  'cancellation_rebuttal',
  'customer_communication',
  'customer_email_address',
  'customer_name',
  'customer_purchase_ip',
  'customer_signature',
  'duplicate_charge_documentation',
  'duplicate_charge_explanation',
  'duplicate_charge_id',
  'product_description',
  'receipt',
  'refund_policy',
  'refund_policy_disclosure',
  'refund_refusal_explanation',
  'service_date',
  'service_documentation',
  'shipping_address',
  'shipping_carrier',
  'shipping_date',
  'shipping_documentation',
  'shipping_tracking_number',
  'uncategorized_file',
  'uncategorized_text',
];

export async function handleDisputeControl(
  ctx: DisputeContext,
  req: IncomingMessage,
  res: ServerResponse,
  segments: string[],
): Promise<void> {
  const [id = '', verb, action] = segments;
  if (req.method !== 'POST' || verb !== 'dispute' || segments.length > 3) {
    sendJson(res, 404, { error: { type: 'invalid_request_error', message: 'Unknown route.' } });
    return;
  }
  try {
    const body = await readBody(req);
    const charge = ctx.state.charges.get(id);
    if (!charge) throw noSuch('charge', id);
    if (action === undefined) sendJson(res, 200, await open(ctx, charge));
    else if (action === 'close') sendJson(res, 200, await close(ctx, charge, parseStatus(body)));
    else throw invalid('Unknown dispute action.');
  } catch (error) {
    if (!(error instanceof StandinError)) throw error;
    sendJson(res, error.status, error.toBody());
  }
}

function parseStatus(text: string): 'won' | 'lost' {
  let body: unknown;
  try {
    body = JSON.parse(text || '{}');
  } catch {
    throw invalid('The body must be JSON: {"status": "won" | "lost"}');
  }
  const status = (body as { status?: unknown } | null)?.status;
  if (status !== 'won' && status !== 'lost') throw invalid('status must be won or lost', 'status');
  return status;
}

async function open(ctx: DisputeContext, charge: Charge): Promise<Dispute> {
  if (openDispute(ctx.state, charge))
    throw invalid(`Charge ${charge.id} already has an open dispute.`);
  const amount = charge.amount - charge.amount_refunded;
  if (amount <= 0) throw invalid(`Charge ${charge.id} is fully refunded; it cannot be disputed.`);
  const now = nowSeconds();
  const dispute: Dispute = {
    id: newId('dp'),
    object: 'dispute',
    amount,
    balance_transactions: [],
    charge: charge.id,
    created: now,
    currency: charge.currency,
    enhanced_eligibility_types: [],
    evidence: Object.fromEntries(EVIDENCE_FIELDS.map((field) => [field, null])),
    evidence_details: {
      due_by: now + 7 * 86_400,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: 'not_submitted',
    },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: charge.payment_intent,
    payment_method_details: {
      type: 'card',
      card: { brand: 'visa', case_type: 'chargeback', network_reason_code: '10.4' },
    },
    reason: 'fraudulent',
    status: 'needs_response',
  };
  ctx.state.disputes.set(dispute.id, dispute);
  charge.disputed = true;
  await ctx.webhooks.emit('charge.dispute.created', dispute);
  return dispute;
}

async function close(ctx: DisputeContext, charge: Charge, status: 'won' | 'lost') {
  const dispute = openDispute(ctx.state, charge);
  if (!dispute) throw invalid(`Charge ${charge.id} has no open dispute.`);
  const before = dispute.status;
  dispute.status = status;
  await ctx.webhooks.emit('charge.dispute.closed', dispute, { status: before });
  return dispute;
}
