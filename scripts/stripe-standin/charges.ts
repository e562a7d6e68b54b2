/**
 * Card payments as Stripe records them: a payment intent with one succeeded charge, made when
 * Checkout takes the listing fee or a subscription invoice is paid. The charge carries the
 * receipt URL (served by the stand-in itself, see receipt-page.ts).
 */
import { newId, nowSeconds, type StandinState } from './store';
import type { Charge, InvoicePayment, Invoice, Metadata, PaymentIntent } from './types';

export interface NewPayment {
  amount: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Metadata;
  email: string | null;
}

const CARD = {
  amount_authorized: null,
  brand: 'visa',
  checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
  country: 'US',
  exp_month: 12,
  exp_year: 2034,
  fingerprint: 'StandinCard4242',
  funding: 'credit',
  last4: '4242',
  mandate: null,
  network: 'visa',
  network_token: { used: false },
  three_d_secure: null,
  wallet: null,
};

/** A succeeded payment intent and its charge, stored. */
export function takePayment(
  state: StandinState,
  payment: NewPayment,
): { intent: PaymentIntent; charge: Charge } {
  const now = nowSeconds();
  const intentId = newId('pi');
  const chargeId = newId('ch');
  const charge: Charge = {
    id: chargeId,
    object: 'charge',
    amount: payment.amount,
    amount_captured: payment.amount,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: newId('txn'),
    billing_details: {
      address: null,
      email: payment.email,
      name: null,
      phone: null,
      tax_id: null,
    },
    calculated_statement_descriptor: 'SWAGDROP',
    captured: true,
    created: now,
    currency: payment.currency,
    customer: payment.customer,
    description: payment.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: { ...payment.metadata },
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: 'approved_by_network',
      reason: null,
      risk_level: 'normal',
      seller_message: 'Payment complete.',
      type: 'authorized',
    },
    paid: true,
    payment_intent: intentId,
    payment_method: newId('pm'),
    payment_method_details: { type: 'card', card: { ...CARD } },
    receipt_email: payment.email,
    receipt_number: null,
    receipt_url: `${state.baseUrl}/receipts/payment/${chargeId}`,
    refunded: false,
    refunds: { object: 'list', data: [], has_more: false, url: `/v1/charges/${chargeId}/refunds` },
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
  const intent: PaymentIntent = {
    id: intentId,
    object: 'payment_intent',
    amount: payment.amount,
    amount_received: payment.amount,
    created: now,
    currency: payment.currency,
    customer: payment.customer,
    description: payment.description,
    latest_charge: chargeId,
    livemode: false,
    metadata: { ...payment.metadata },
    payment_method_types: ['card'],
    status: 'succeeded',
  };
  state.paymentIntents.set(intentId, intent);
  state.charges.set(chargeId, charge);
  return { intent, charge };
}

/** A paid subscription invoice's payment: intent, charge and the invoice_payment linking them. */
export function payInvoice(state: StandinState, invoice: Invoice): InvoicePayment {
  const { intent } = takePayment(state, {
    amount: invoice.amount_paid,
    currency: invoice.currency,
    customer: invoice.customer,
    description: 'Subscription update',
    metadata: {},
    email: invoice.customer_email,
  });
  const record: InvoicePayment = {
    id: newId('inpay'),
    object: 'invoice_payment',
    amount_paid: invoice.amount_paid,
    amount_requested: invoice.amount_due,
    created: intent.created,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: intent.id },
    status: 'paid',
    status_transitions: { canceled_at: null, paid_at: intent.created },
  };
  state.invoicePayments.set(record.id, record);
  return record;
}
