/** Subscription and invoice shapes, split from types.ts to keep each file short. */
import type { Metadata } from './params';
import type { ListObject, Price } from './types';

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  created: number;
  current_period_start: number;
  current_period_end: number;
  metadata: Metadata;
  price: Price;
  quantity: number;
  subscription: string;
}

export interface CancellationDetails {
  comment: string | null;
  feedback: string | null;
  reason: 'cancellation_requested' | null;
}

export interface Subscription {
  id: string;
  object: 'subscription';
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  cancellation_details: CancellationDetails;
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  /** Lives on items in current API versions; mirrored here for convenience (see brief). */
  current_period_start: number;
  current_period_end: number;
  customer: string;
  default_payment_method: null;
  description: string | null;
  ended_at: number | null;
  items: ListObject<SubscriptionItem>;
  latest_invoice: string | null;
  livemode: false;
  metadata: Metadata;
  start_date: number;
  status: 'active' | 'canceled';
  trial_end: null;
  trial_start: null;
}

export interface InvoiceLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  invoice: string;
  livemode: false;
  metadata: Metadata;
  parent: {
    type: 'subscription_item_details';
    invoice_item_details: null;
    subscription_item_details: {
      invoice_item: null;
      proration: false;
      proration_details: { credited_items: null };
      subscription: string;
      subscription_item: string;
    };
  };
  period: { start: number; end: number };
  pricing: {
    type: 'price_details';
    price_details: { price: string; product: string };
    unit_amount_decimal: string;
  };
  quantity: number;
  subtotal: number;
}

export interface Invoice {
  id: string;
  object: 'invoice';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  billing_reason: 'subscription_create';
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: string;
  customer_email: string | null;
  lines: ListObject<InvoiceLine>;
  livemode: false;
  metadata: Metadata;
  number: string;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { metadata: Metadata; subscription: string };
  };
  period_start: number;
  period_end: number;
  status: 'paid';
  status_transitions: {
    finalized_at: number;
    marked_uncollectible_at: null;
    paid_at: number;
    voided_at: null;
  };
  subtotal: number;
  total: number;
}
