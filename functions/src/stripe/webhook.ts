import { onRequest } from 'firebase-functions/v2/https';
import type Stripe from 'stripe';
import {
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
  requireWebhookSecret,
  stripeApiSettings,
} from '../config';
import { stripe } from './client';
import { STRIPE_API_VERSION, type WebhookEventType } from './events';
import { handleCheckoutEvent } from './handlers/checkout';
import { handleInvoicePaid, handleInvoicePaymentFailed } from './handlers/invoice';
import { handleSubscriptionEvent } from './handlers/subscription';
import { handleChargeRefunded, handleDisputeEvent } from '../refunds/handlers';
import { settingsOr500 } from './http-endpoint';
import { logApiVersionMismatch, logSignatureRejected, logWebhookFailure } from './log';

type Handler = (event: Stripe.Event) => Promise<void>;

/** A handler per registered event type (events.ts); any other type is acknowledged and ignored. */
export const WEBHOOK_HANDLERS: Readonly<Record<WebhookEventType, Handler>> = {
  'checkout.session.completed': handleCheckoutEvent,
  'checkout.session.async_payment_succeeded': handleCheckoutEvent,
  'checkout.session.async_payment_failed': handleCheckoutEvent,
  'customer.subscription.created': handleSubscriptionEvent,
  'customer.subscription.updated': handleSubscriptionEvent,
  'customer.subscription.deleted': handleSubscriptionEvent,
  'invoice.paid': handleInvoicePaid,
  'invoice.payment_failed': handleInvoicePaymentFailed,
  'charge.refunded': handleChargeRefunded,
  'charge.dispute.created': handleDisputeEvent,
  'charge.dispute.closed': handleDisputeEvent,
};

/**
 * Stripe webhook endpoint. Without its secrets it answers 500 (logged by name). The signature is
 * checked on the raw body before anything is read or written (bad or missing → 400). Handlers
 * act on objects re-read from Stripe, so an event of another API version is logged and handled
 * like any other. A handler failure answers 500 so Stripe retries; the per-event transaction in
 * writes.ts makes the retry safe.
 */
export const stripeWebhook = onRequest(
  {
    memory: '256MiB',
    timeoutSeconds: 60,
    concurrency: 20,
    secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET],
  },
  async (req, res) => {
    const webhookSecret = settingsOr500('stripeWebhook', res, 'Webhook is not configured', () => {
      stripeApiSettings();
      return requireWebhookSecret();
    });
    if (webhookSecret === undefined) return;
    if (req.method !== 'POST') {
      res.set('Allow', 'POST').status(405).json({ error: 'Method not allowed' });
      return;
    }
    const signature = req.get('stripe-signature');
    if (!signature) {
      res.status(400).json({ error: 'Missing Stripe-Signature header' });
      return;
    }
    const { webhooks } = await stripe();
    let event: Stripe.Event;
    try {
      event = webhooks.constructEvent(req.rawBody, signature, webhookSecret);
    } catch (error) {
      logSignatureRejected(error);
      res.status(400).json({ error: 'Invalid signature' });
      return;
    }
    const handler = (WEBHOOK_HANDLERS as Readonly<Record<string, Handler>>)[event.type];
    if (!handler) {
      res.status(200).json({ received: true, handled: false });
      return;
    }
    if (event.api_version !== STRIPE_API_VERSION) {
      logApiVersionMismatch(event.id, event.api_version, STRIPE_API_VERSION);
    }
    try {
      await handler(event);
      res.status(200).json({ received: true });
    } catch (error) {
      logWebhookFailure(event.type, event.id, error);
      res.status(500).json({ error: 'Webhook could not be processed' });
    }
  },
);
