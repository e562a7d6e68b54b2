/**
 * In-memory state. Everything is lost on restart, which is the point: a fresh stand-in is a
 * fresh Stripe test account, with no products, prices or webhook endpoints until created.
 */
import { randomBytes } from 'node:crypto';
import type {
  CheckoutLineItem,
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
  readonly products = new Map<string, Product>();
  readonly prices = new Map<string, Price>();
  readonly customers = new Map<string, Customer>();
  readonly sessions = new Map<string, CheckoutSession>();
  readonly lineItems = new Map<string, CheckoutLineItem[]>();
  readonly sessionExtras = new Map<string, SessionExtras>();
  readonly paymentIntents = new Map<string, PaymentIntent>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly invoices = new Map<string, Invoice>();
  readonly webhookEndpoints = new Map<string, WebhookEndpoint>();
  /** Kept apart from the endpoints so no response can carry a secret by accident. */
  readonly endpointSecrets = new Map<string, string>();
  readonly events: StripeEvent[] = [];
  readonly deliveries: Delivery[] = [];
  readonly idempotency = new Map<string, IdempotentResponse>();
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
      this.subscriptions,
      this.invoices,
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
      this.prices.get(id) ??
      this.products.get(id) ??
      this.webhookEndpoints.get(id)
    );
  }
}
