/**
 * Subscription invoices: the first one (Checkout's Pay) and one per renewal, paid or failed. They
 * point at their subscription through `parent.subscription_details`, as in current API versions.
 */
import type Stripe from 'stripe';
import { payInvoice } from './charges';
import { newId, nowSeconds, type StandinState } from './store';
import type { Invoice, InvoiceLine, Subscription } from './types';

export interface InvoiceOptions {
  /** Stripe's reason for the invoice: the plan emails tell a purchase from a renewal by it. */
  reason: Extract<Stripe.Invoice.BillingReason, 'subscription_create' | 'subscription_cycle'>;
  paid: boolean;
  /** The service period the invoice bills (the subscription items' current period). */
  period: { start: number; end: number };
}

export function createSubscriptionInvoice(
  state: StandinState,
  subscription: Subscription,
  opts: InvoiceOptions,
): Invoice {
  const id = newId('in');
  const now = nowSeconds();
  const customer = state.customers.get(subscription.customer);
  const lines: InvoiceLine[] = subscription.items.data.map((item) => {
    const amount = (item.price.unit_amount ?? 0) * item.quantity;
    const product = state.products.get(item.price.product);
    return {
      id: newId('il'),
      object: 'line_item',
      amount,
      currency: item.price.currency,
      description: `${item.quantity} × ${product?.name ?? item.price.id}`,
      discount_amounts: [],
      discountable: true,
      discounts: [],
      invoice: id,
      livemode: false,
      metadata: {},
      parent: {
        type: 'subscription_item_details',
        invoice_item_details: null,
        subscription_item_details: {
          invoice_item: null,
          proration: false,
          proration_details: { credited_items: null },
          subscription: subscription.id,
          subscription_item: item.id,
        },
      },
      period: { start: opts.period.start, end: opts.period.end },
      pretax_credit_amounts: [],
      pricing: {
        type: 'price_details',
        price_details: { price: item.price.id, product: item.price.product },
        unit_amount_decimal: item.price.unit_amount_decimal,
      },
      quantity: item.quantity,
      quantity_decimal: String(item.quantity),
      subscription: subscription.id,
      subtotal: amount,
      taxes: [],
    };
  });
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const invoice: Invoice = {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'SwagDrop (local stand-in)',
    account_tax_ids: null,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: opts.paid ? total : 0,
    amount_remaining: opts.paid ? 0 : total,
    amount_shipping: 0,
    application: null,
    attempt_count: 1,
    attempted: true,
    auto_advance: !opts.paid,
    automatic_tax: {
      disabled_reason: null,
      enabled: false,
      liability: null,
      provider: null,
      status: null,
    },
    automatically_finalizes_at: null,
    billing_reason: opts.reason,
    collection_method: 'charge_automatically',
    created: now,
    currency: subscription.currency,
    custom_fields: null,
    customer: subscription.customer,
    customer_account: null,
    customer_address: null,
    customer_email: customer?.email ?? null,
    customer_name: customer?.name ?? null,
    customer_phone: customer?.phone ?? null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: now,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    // Stripe retries a failed renewal; the stand-in only moves on when told to.
    next_payment_attempt: opts.paid ? null : now + 3 * 86_400,
    number: state.nextInvoiceNumber(),
    on_behalf_of: null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: {
        metadata: { ...subscription.metadata },
        subscription: subscription.id,
      },
    },
    payment_settings: {
      default_mandate: null,
      payment_method_options: null,
      payment_method_types: null,
    },
    // For subscription invoices these frame usage billed in arrears, which SwagDrop has none of.
    period_end: opts.reason === 'subscription_create' ? now : opts.period.start,
    period_start: opts.reason === 'subscription_create' ? now : opts.period.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: opts.paid ? 'paid' : 'open',
    status_transitions: {
      finalized_at: now,
      marked_uncollectible_at: null,
      paid_at: opts.paid ? now : null,
      voided_at: null,
    },
    subtotal: total,
    subtotal_excluding_tax: total,
    test_clock: null,
    total,
    total_discount_amounts: [],
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: now,
  };
  state.invoices.set(id, invoice);
  if (opts.paid) payInvoice(state, invoice);
  subscription.latest_invoice = id;
  return invoice;
}
