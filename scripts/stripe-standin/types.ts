/**
 * The objects the stand-in stores, returns and sends, typed by the `stripe` SDK's own types for
 * the pinned API version (functions/src/stripe/events.ts), in their JSON form (`Wire`). Stored
 * objects keep references as ids; `expand[]` swaps in the objects per response.
 */
import type Stripe from 'stripe';
import type { Stored, Wire } from './wire';

export interface ListObject<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
  total_count?: number;
}

export type Metadata = Wire<Stripe.Metadata>;
export type Recurring = Wire<Stripe.Price.Recurring>;
export type Product = Omit<Wire<Stripe.Product>, 'default_price'> & {
  default_price: string | null;
};
export type Price = Stored<Stripe.Price, 'product'>;
export type Customer = Wire<Stripe.Customer>;
/** Stored without its secret, which only the create response carries. */
export type WebhookEndpoint = Omit<Wire<Stripe.WebhookEndpoint>, 'secret'> & { secret?: string };
export type BillingPortalSession = Stored<Stripe.BillingPortal.Session, 'configuration'>;

/** A Checkout line item (object 'item'), only returned when `line_items` is expanded. */
export type CheckoutLineItem = Omit<Wire<Stripe.LineItem>, 'price'> & { price: Price };

export type CheckoutSession = Omit<
  Wire<Stripe.Checkout.Session>,
  'customer' | 'invoice' | 'payment_intent' | 'subscription' | 'line_items' | 'metadata' | 'mode'
> & {
  customer: string | null;
  invoice: string | null;
  payment_intent: string | null;
  subscription: string | null;
  metadata: Metadata;
  mode: 'payment' | 'subscription';
};

export type SubscriptionItem = Omit<Wire<Stripe.SubscriptionItem>, 'price' | 'quantity'> & {
  price: Price;
  quantity: number;
};

export type Subscription = Omit<
  Wire<Stripe.Subscription>,
  'customer' | 'latest_invoice' | 'items' | 'cancellation_details'
> & {
  customer: string;
  latest_invoice: string | null;
  items: ListObject<SubscriptionItem>;
  cancellation_details: NonNullable<Wire<Stripe.Subscription['cancellation_details']>>;
};

export type InvoiceLine = Wire<Stripe.InvoiceLineItem>;

/** Subscription invoices only: SwagDrop never creates another kind. */
export type Invoice = Omit<Wire<Stripe.Invoice>, 'customer' | 'lines' | 'parent' | 'metadata'> & {
  customer: string;
  lines: ListObject<InvoiceLine>;
  metadata: Metadata;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { metadata: Metadata | null; subscription: string };
  };
};

/** Parameters Checkout keeps for the pay step but never shows on the session object. */
export interface SessionExtras {
  /** Payment mode `customer_creation: 'always'`; subscription mode always creates one. */
  alwaysCreateCustomer: boolean;
  subscriptionMetadata: Metadata;
  subscriptionDescription: string | null;
  paymentIntentMetadata: Metadata;
  paymentIntentDescription: string | null;
}

/**
 * Only reachable through `expand[]=payment_intent`; SwagDrop reads nothing but its id and
 * status, so this is the SDK type's subset that Checkout fills in for a card payment.
 */
export type PaymentIntent = Pick<
  Wire<Stripe.PaymentIntent>,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_received'
  | 'created'
  | 'currency'
  | 'description'
  | 'livemode'
  | 'metadata'
  | 'payment_method_types'
  | 'status'
> & { customer: string | null; latest_charge: string | null };

/**
 * A card charge: made when Checkout takes a payment (the listing fee) or a subscription invoice
 * is paid. Nested objects are the card shapes Stripe fills in, typed loosely where the SDK's
 * type lists every payment method.
 */
export type Charge = Omit<
  Wire<Stripe.Charge>,
  | 'customer'
  | 'payment_intent'
  | 'refunds'
  | 'payment_method_details'
  | 'source'
  | 'transfer_data'
  | 'balance_transaction'
  | 'application'
  | 'application_fee'
  | 'failure_balance_transaction'
  | 'on_behalf_of'
  | 'review'
  | 'source_transfer'
  | 'fraud_details'
  | 'shipping'
> & {
  customer: string | null;
  payment_intent: string;
  refunds: ListObject<Refund>;
  payment_method_details: { type: 'card'; card: Record<string, unknown> };
  source: null;
  transfer_data: null;
  balance_transaction: string;
  application: null;
  application_fee: null;
  failure_balance_transaction: null;
  on_behalf_of: null;
  review: null;
  source_transfer: null;
  fraud_details: Record<string, never>;
  shipping: null;
};

export type Refund = Omit<
  Wire<Stripe.Refund>,
  | 'charge'
  | 'payment_intent'
  | 'customer'
  | 'payment_method'
  | 'balance_transaction'
  | 'source_transfer_reversal'
  | 'transfer_reversal'
  | 'destination_details'
> & {
  charge: string;
  payment_intent: string;
  customer: string | null;
  payment_method: string;
  balance_transaction: string;
  source_transfer_reversal: null;
  transfer_reversal: null;
  destination_details: { type: 'card'; card: { type: 'refund' } };
};

export type Dispute = Omit<
  Wire<Stripe.Dispute>,
  'charge' | 'payment_intent' | 'evidence' | 'payment_method_details' | 'balance_transactions'
> & {
  charge: string;
  payment_intent: string;
  evidence: Record<string, unknown>;
  payment_method_details: { type: 'card'; card: Record<string, unknown> };
  balance_transactions: unknown[];
};

/** Links a paid subscription invoice to the payment intent that paid it (current API versions). */
export type InvoicePayment = Omit<Wire<Stripe.InvoicePayment>, 'invoice' | 'payment'> & {
  invoice: string;
  payment: { type: 'payment_intent'; payment_intent: string };
};

export type StripeObject =
  | Product
  | Price
  | Customer
  | CheckoutSession
  | PaymentIntent
  | Charge
  | Refund
  | Dispute
  | InvoicePayment
  | Subscription
  | Invoice
  | WebhookEndpoint
  | BillingPortalSession;

/** The event types the stand-in sends. */
export type EventType = Extract<
  Stripe.Event.Type,
  | 'checkout.session.completed'
  | 'checkout.session.expired'
  | 'customer.subscription.created'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted'
  | 'invoice.paid'
  | 'invoice.payment_failed'
  | 'charge.refunded'
  | 'charge.dispute.created'
  | 'charge.dispute.closed'
>;

/** Objects whose stand-in type is narrower than the SDK's (card payments only). */
interface StandinEventObjects {
  'charge.refunded': Charge;
  'charge.dispute.created': Dispute;
  'charge.dispute.closed': Dispute;
}

/** What each event type carries, from the SDK's typed events. */
export type EventObject<T extends EventType> = T extends keyof StandinEventObjects
  ? StandinEventObjects[T]
  : Wire<Extract<Stripe.Event, { type: T }>['data']['object']>;

export type StripeEvent = Omit<Wire<Stripe.EventBase>, 'type' | 'data'> & {
  type: EventType;
  data: { object: EventObject<EventType>; previous_attributes?: Record<string, unknown> };
};

export interface Delivery {
  event_id: string;
  endpoint_id: string;
  type: string;
  ok: boolean;
  attempts: number;
  status: number | null;
  error: string | null;
}
