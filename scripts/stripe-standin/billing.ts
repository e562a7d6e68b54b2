/**
 * Customers, subscriptions and invoices: what the hosted page's Pay button and the subscription
 * routes create and change.
 */
import { invalid } from './errors';
import type { FormObject } from './form-parse';
import { mergeMetadata, optBool, optMetadata, optObject, optString, rejectUnknown } from './params';
import { newId, nowSeconds, type StandinState } from './store';
import type {
  CheckoutSession,
  Customer,
  Invoice,
  InvoiceLine,
  Recurring,
  Subscription,
  SubscriptionItem,
} from './types';

export function createCustomer(state: StandinState, params: FormObject): Customer {
  rejectUnknown(params, ['email', 'name', 'description', 'phone', 'metadata']);
  const customer: Customer = {
    id: newId('cus'),
    object: 'customer',
    balance: 0,
    created: nowSeconds(),
    default_source: null,
    description: optString(params, 'description') || null,
    email: optString(params, 'email') || null,
    livemode: false,
    metadata: mergeMetadata({}, optMetadata(params) ?? {}),
    name: optString(params, 'name') || null,
    phone: optString(params, 'phone') || null,
    shipping: null,
    invoice_settings: { default_payment_method: null, footer: null, custom_fields: null },
  };
  state.customers.set(customer.id, customer);
  return customer;
}

/** Month and year steps follow the calendar, as Stripe's billing cycle anchor does. */
export function periodEnd(start: number, recurring: Recurring): number {
  const count = recurring.interval_count;
  if (recurring.interval === 'day') return start + count * 86_400;
  if (recurring.interval === 'week') return start + count * 7 * 86_400;
  const date = new Date(start * 1000);
  if (recurring.interval === 'month') date.setUTCMonth(date.getUTCMonth() + count);
  else date.setUTCFullYear(date.getUTCFullYear() + count);
  return Math.floor(date.getTime() / 1000);
}

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
  const subscriptionId = newId('sub');
  const invoiceId = newId('in');
  const subItems: SubscriptionItem[] = items.map((item) => ({
    id: newId('si'),
    object: 'subscription_item',
    created: start,
    current_period_start: start,
    current_period_end: end,
    metadata: {},
    price: structuredClone(item.price),
    quantity: item.quantity,
    subscription: subscriptionId,
  }));
  const metadata = extras?.subscriptionMetadata ?? {};
  const subscription: Subscription = {
    id: subscriptionId,
    object: 'subscription',
    billing_cycle_anchor: start,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: start,
    currency: session.currency,
    current_period_start: start,
    current_period_end: end,
    customer: customer.id,
    default_payment_method: null,
    description: extras?.subscriptionDescription ?? null,
    ended_at: null,
    items: {
      object: 'list',
      data: subItems,
      has_more: false,
      total_count: subItems.length,
      url: `/v1/subscription_items?subscription=${subscriptionId}`,
    },
    latest_invoice: invoiceId,
    livemode: false,
    metadata: { ...metadata },
    start_date: start,
    status: 'active',
    trial_end: null,
    trial_start: null,
  };
  const lines: InvoiceLine[] = subItems.map((item) => ({
    id: newId('il'),
    object: 'line_item',
    amount: (item.price.unit_amount ?? 0) * item.quantity,
    currency: item.price.currency,
    description: `${item.quantity} × ${state.products.get(item.price.product)?.name ?? item.price.id}`,
    invoice: invoiceId,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: subscriptionId,
        subscription_item: item.id,
      },
    },
    period: { start, end },
    pricing: {
      type: 'price_details',
      price_details: { price: item.price.id, product: item.price.product },
      unit_amount_decimal: item.price.unit_amount_decimal ?? '0',
    },
    quantity: item.quantity,
    subtotal: (item.price.unit_amount ?? 0) * item.quantity,
  }));
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const invoice: Invoice = {
    id: invoiceId,
    object: 'invoice',
    amount_due: total,
    amount_paid: total,
    amount_remaining: 0,
    attempt_count: 1,
    attempted: true,
    billing_reason: 'subscription_create',
    collection_method: 'charge_automatically',
    created: start,
    currency: session.currency,
    customer: customer.id,
    customer_email: customer.email,
    lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${invoiceId}/lines` },
    livemode: false,
    metadata: {},
    number: state.nextInvoiceNumber(),
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: { ...metadata }, subscription: subscriptionId },
    },
    period_start: start,
    period_end: start,
    status: 'paid',
    status_transitions: {
      finalized_at: start,
      marked_uncollectible_at: null,
      paid_at: start,
      voided_at: null,
    },
    subtotal: total,
    total,
  };
  state.subscriptions.set(subscriptionId, subscription);
  state.invoices.set(invoiceId, invoice);
  return { subscription, invoice, customer };
}

/** Applies an update and returns Stripe's `previous_attributes` for the event. */
export function updateSubscription(
  subscription: Subscription,
  params: FormObject,
): Record<string, unknown> {
  rejectUnknown(params, ['cancel_at_period_end', 'metadata', 'description']);
  const before = structuredClone(subscription);
  const metadata = optMetadata(params);
  const cancelAtPeriodEnd = optBool(params, 'cancel_at_period_end');
  const description = optString(params, 'description');
  if (subscription.status === 'canceled' && (cancelAtPeriodEnd !== undefined || description)) {
    throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
  }
  if (metadata) subscription.metadata = mergeMetadata(subscription.metadata, metadata);
  if (description !== undefined) subscription.description = description || null;
  if (cancelAtPeriodEnd !== undefined && cancelAtPeriodEnd !== subscription.cancel_at_period_end) {
    subscription.cancel_at_period_end = cancelAtPeriodEnd;
    // Stripe stamps canceled_at with the time of the request, not the end of the period.
    subscription.cancel_at = cancelAtPeriodEnd ? subscription.current_period_end : null;
    subscription.canceled_at = cancelAtPeriodEnd ? nowSeconds() : null;
    subscription.cancellation_details = {
      ...subscription.cancellation_details,
      reason: cancelAtPeriodEnd ? 'cancellation_requested' : null,
    };
  }
  return changedFields(before, subscription);
}

export function cancelSubscription(
  subscription: Subscription,
  params: FormObject,
): Record<string, unknown> {
  rejectUnknown(params, ['invoice_now', 'prorate', 'cancellation_details']);
  if (subscription.status === 'canceled') {
    throw invalid(`This subscription is already canceled: '${subscription.id}'`);
  }
  const details = optObject(params, 'cancellation_details') ?? {};
  rejectUnknown(details, ['comment', 'feedback'], 'cancellation_details');
  const before = structuredClone(subscription);
  const now = nowSeconds();
  subscription.status = 'canceled';
  subscription.canceled_at = now;
  subscription.ended_at = now;
  subscription.cancel_at_period_end = false;
  subscription.cancellation_details = {
    comment: optString(details, 'comment') ?? subscription.cancellation_details.comment,
    feedback: optString(details, 'feedback') ?? subscription.cancellation_details.feedback,
    reason: 'cancellation_requested',
  };
  return changedFields(before, subscription);
}

function changedFields(before: Subscription, after: Subscription): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  const current = new Map<string, unknown>(Object.entries(after));
  for (const [key, value] of Object.entries(before)) {
    if (JSON.stringify(value) !== JSON.stringify(current.get(key))) previous[key] = value;
  }
  return previous;
}
