import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import type Stripe from 'stripe';
import { config } from '../config';
import { stripe } from './client';
import type { WebhookEventType } from './events';
import { handleCheckoutEvent } from './handlers/checkout';
import { handleInvoicePaid, handleInvoicePaymentFailed } from './handlers/invoice';
import { handleSubscriptionEvent } from './handlers/subscription';

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
};

/**
 * Stripe webhook endpoint. The signature is checked on the raw body before anything is read
 * or written (bad or missing → 400). A handler failure answers 500 so Stripe retries; the
 * per-event transaction in writes.ts makes the retry safe.
 */
export const stripeWebhook = onRequest(
  { memory: '256MiB', timeoutSeconds: 60, concurrency: 20 },
  async (req, res) => {
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
      event = webhooks.constructEvent(req.rawBody, signature, config.stripe.webhookSecret);
    } catch (error) {
      logger.warn('stripeWebhook: signature verification failed', String(error));
      res.status(400).json({ error: 'Invalid signature' });
      return;
    }
    const handler = (WEBHOOK_HANDLERS as Readonly<Record<string, Handler>>)[event.type];
    if (!handler) {
      res.status(200).json({ received: true, handled: false });
      return;
    }
    try {
      await handler(event);
      res.status(200).json({ received: true });
    } catch (error) {
      logger.error(`stripeWebhook: ${event.type} ${event.id} failed`, error);
      res.status(500).json({ error: 'Webhook could not be processed' });
    }
  },
);
