/**
 * In-memory state. Everything is lost on restart, which is the point: a fresh stand-in is a
 * fresh Stripe test account, with no products, prices or webhook endpoints until created.
 */
import { randomBytes } from 'node:crypto';
import type {
  BillingPortalSession,
  Charge,
  CheckoutLineItem,
  Dispute,
  InvoicePayment,
  Refund,
  CheckoutSession,
  Customer,
  Delivery,
  Invoice,
  PaymentIntent,
  Price,
  Product,
  SessionExtras,
  StripeEvent,
  StripeObject,
  Subscription,
  WebhookEndpoint,
} from './types';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Ids look like Stripe's (`cs_test_a1B2…`) so code that checks prefixes behaves the same. */
export function newId(prefix: string): string {
  const bytes = randomBytes(24);
  let body = '';
  for (const byte of bytes) body += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${body}`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export interface IdempotentResponse {
  fingerprint: string;
  status: number;
  body: unknown;
}

export class StandinState {
  readonly products: Map<string, Product> = new Map();
  readonly prices: Map<string, Price> = new Map();
  readonly customers: Map<string, Customer> = new Map();
  readonly sessions: Map<string, CheckoutSession> = new Map();
  readonly lineItems: Map<string, CheckoutLineItem[]> = new Map();
  readonly sessionExtras: Map<string, SessionExtras> = new Map();
  readonly paymentIntents: Map<string, PaymentIntent> = new Map();
  readonly charges: Map<string, Charge> = new Map();
  readonly refunds: Map<string, Refund> = new Map();
  readonly disputes: Map<string, Dispute> = new Map();
  readonly invoicePayments: Map<string, InvoicePayment> = new Map();
  readonly subscriptions: Map<string, Subscription> = new Map();
  readonly invoices: Map<string, Invoice> = new Map();
  readonly webhookEndpoints: Map<string, WebhookEndpoint> = new Map();
  readonly portalSessions: Map<string, BillingPortalSession> = new Map();
  /** The account's default portal configuration, which every portal session names. */
  readonly portalConfiguration = newId('bpc');
  /** Kept apart from the endpoints so no response can carry a secret by accident. */
  readonly endpointSecrets: Map<string, string> = new Map();
  readonly events: StripeEvent[] = [];
  readonly deliveries: Delivery[] = [];
  readonly idempotency: Map<string, IdempotentResponse> = new Map();
  /** Where the stand-in is reachable, for the URLs its objects carry (receipt_url). */
  baseUrl = '';
  private invoiceCounter = 0;

  /**
   * Forgets customers, payments and events. Products, prices and webhook endpoints stay, so the
   * ids and the secret the functions were configured with remain valid.
   */
  reset(): void {
    for (const map of [
      this.customers,
      this.sessions,
      this.lineItems,
      this.sessionExtras,
      this.paymentIntents,
      this.charges,
      this.refunds,
      this.disputes,
      this.invoicePayments,
      this.subscriptions,
      this.invoices,
      this.portalSessions,
      this.idempotency,
    ]) {
      map.clear();
    }
    this.events.length = 0;
    this.deliveries.length = 0;
    this.invoiceCounter = 0;
  }

  nextInvoiceNumber(): string {
    this.invoiceCounter += 1;
    return `SWAGDROP-${String(this.invoiceCounter).padStart(4, '0')}`;
  }

  /** Looks any object up by id, for `expand`. */
  find(id: string): StripeObject | undefined {
    return (
      this.customers.get(id) ??
      this.sessions.get(id) ??
      this.subscriptions.get(id) ??
      this.invoices.get(id) ??
      this.paymentIntents.get(id) ??
      this.charges.get(id) ??
      this.refunds.get(id) ??
      this.disputes.get(id) ??
      this.prices.get(id) ??
      this.products.get(id) ??
      this.webhookEndpoints.get(id)
    );
  }
}
