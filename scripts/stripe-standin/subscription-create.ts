/**
 * The subscription, its items and its first paid invoice, created when a subscription-mode
 * Checkout session is paid.
 */
import { periodEnd } from './billing';
import { createCustomer } from './customers';
import { invalid } from './errors';
import { createSubscriptionInvoice } from './invoices';
import { newId, nowSeconds, type StandinState } from './store';
import type {
  CheckoutSession,
  Customer,
  Invoice,
  Price,
  Subscription,
  SubscriptionItem,
} from './types';

export function subscribeFromSession(
  state: StandinState,
  session: CheckoutSession,
): { subscription: Subscription; invoice: Invoice; customer: Customer } {
  const extras = state.sessionExtras.get(session.id);
  const existing = session.customer ? state.customers.get(session.customer) : undefined;
  const customer =
    existing ??
    createCustomer(state, session.customer_email ? { email: session.customer_email } : {});
  const items = state.lineItems.get(session.id) ?? [];
  const recurring = items[0]?.price.recurring;
  if (!recurring) throw invalid('Subscription session has no recurring price.');
  const start = nowSeconds();
  const end = periodEnd(start, recurring);
  const id = newId('sub');
  const subItems = items.map((item) =>
    subscriptionItem(id, structuredClone(item.price), item.quantity ?? 1, start, end),
  );
  const metadata = extras?.subscriptionMetadata ?? {};
  const subscription: Subscription = {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: start,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: start,
    currency: session.currency ?? 'usd',
    customer: customer.id,
    customer_account: null,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: extras?.subscriptionDescription ?? null,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: {
      object: 'list',
      data: subItems,
      has_more: false,
      total_count: subItems.length,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: { ...metadata },
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: start,
    status: 'active',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: {
      end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' },
    },
    trial_start: null,
  };
  state.subscriptions.set(id, subscription);
  const invoice = createSubscriptionInvoice(state, subscription, {
    reason: 'subscription_create',
    paid: true,
    period: { start, end },
  });
  return { subscription, invoice, customer };
}

function subscriptionItem(
  subscription: string,
  price: Price,
  quantity: number,
  start: number,
  end: number,
): SubscriptionItem {
  return {
    id: newId('si'),
    object: 'subscription_item',
    billing_thresholds: null,
    created: start,
    current_period_end: end,
    current_period_start: start,
    current_trial: null,
    discounts: [],
    metadata: {},
    // The legacy Plan view of the price, which Stripe still includes on every item.
    plan: {
      id: price.id,
      object: 'plan',
      active: price.active,
      amount: price.unit_amount,
      amount_decimal: price.unit_amount_decimal,
      billing_scheme: 'per_unit',
      created: price.created,
      currency: price.currency,
      interval: price.recurring?.interval ?? 'month',
      interval_count: price.recurring?.interval_count ?? 1,
      livemode: false,
      metadata: { ...price.metadata },
      meter: null,
      nickname: price.nickname,
      product: price.product,
      tiers_mode: null,
      transform_usage: null,
      trial_period_days: null,
      usage_type: 'licensed',
    },
    price,
    quantity,
    subscription,
    tax_rates: [],
  };
}
