/**
 * The subset of Stripe object shapes the stand-in produces, following the API version pinned by
 * the installed SDK. Fields the product never reads are left out rather than faked.
 */
import type Stripe from 'stripe';
import type { Invoice, Subscription } from './billing-types';
import type { Stored, Wire } from './wire';
import type { Metadata } from './params';

export type * from './billing-types';

export interface ListObject<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
  total_count?: number;
}

export type Recurring = Wire<Stripe.Price.Recurring>;
export type Product = Omit<Wire<Stripe.Product>, 'default_price'> & {
  default_price: string | null;
};
export type Price = Stored<Stripe.Price, 'product'>;
/** Stored without its secret, which only the create response carries. */
export type WebhookEndpoint = Omit<Wire<Stripe.WebhookEndpoint>, 'secret'> & { secret?: string };

export interface Customer {
  id: string;
  object: 'customer';
  balance: number;
  created: number;
  default_source: null;
  description: string | null;
  email: string | null;
  livemode: false;
  metadata: Metadata;
  name: string | null;
  phone: string | null;
  shipping: null;
  invoice_settings: { default_payment_method: null; footer: null; custom_fields: null };
}

/** A Checkout line item (object 'item'), only returned when `line_items` is expanded. */
export interface CheckoutLineItem {
  id: string;
  object: 'item';
  amount_discount: number;
  amount_subtotal: number;
  amount_tax: number;
  amount_total: number;
  currency: string;
  description: string;
  price: Price;
  quantity: number;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: string | null;
  customer_details: { email: string | null; name: string | null } | null;
  customer_email: string | null;
  expires_at: number;
  invoice: string | null;
  livemode: false;
  metadata: Metadata;
  mode: 'payment' | 'subscription';
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  subscription: string | null;
  success_url: string;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  ui_mode: 'hosted';
  url: string | null;
}

/** Parameters Checkout keeps for the pay step but never shows on the session object. */
export interface SessionExtras {
  /** Payment mode `customer_creation: 'always'`; subscription mode always creates one. */
  alwaysCreateCustomer: boolean;
  subscriptionMetadata: Metadata;
  subscriptionDescription: string | null;
  paymentIntentMetadata: Metadata;
  paymentIntentDescription: string | null;
}

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  livemode: false;
  metadata: Metadata;
  payment_method_types: string[];
  status: 'succeeded';
}

export type StripeObject =
  | Product
  | Price
  | Customer
  | CheckoutSession
  | PaymentIntent
  | Subscription
  | Invoice
  | WebhookEndpoint;

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
}

export interface Delivery {
  event_id: string;
  endpoint_id: string;
  type: string;
  ok: boolean;
  attempts: number;
  status: number | null;
  error: string | null;
}
