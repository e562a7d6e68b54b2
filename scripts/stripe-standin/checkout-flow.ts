/**
 * The hosted page's routes: GET /checkout/:id, POST /checkout/:id/pay, POST /checkout/:id/cancel.
 * Webhooks are delivered before the redirect so the app already knows about the payment when
 * the buyer lands on the success URL.
 */
import type { ServerResponse } from 'node:http';
import { takePayment } from './charges';
import { createCustomer } from './customers';
import { invalid } from './errors';
import { subscribeFromSession } from './subscription-create';
import { renderCheckoutPage, renderMessage } from './checkout-page';
import { redirect, sendHtml } from './http';
import { nowSeconds, type StandinState } from './store';
import type { CheckoutSession } from './types';
import type { WebhookSender } from './webhooks';

export interface CheckoutContext {
  state: StandinState;
  webhooks: WebhookSender;
}

export async function handleCheckout(
  ctx: CheckoutContext,
  method: string,
  segments: string[],
  res: ServerResponse,
): Promise<void> {
  const [id = '', action] = segments;
  const session = ctx.state.sessions.get(id);
  if (!session) {
    sendHtml(res, 404, renderMessage('Checkout not found', `No checkout session ${id} exists.`));
    return;
  }
  expireIfDue(session);
  if (method === 'GET' && action === undefined) {
    sendHtml(res, 200, renderCheckoutPage(session, ctx.state.lineItems.get(id) ?? []));
    return;
  }
  if (method === 'POST' && action === 'pay') return pay(ctx, session, res);
  if (method === 'POST' && action === 'cancel') {
    // Like Stripe, leaving Checkout does not close the session; the buyer may come back.
    if (session.cancel_url) redirect(res, session.cancel_url);
    else sendHtml(res, 200, renderMessage('Payment canceled', 'No payment was taken.'));
    return;
  }
  sendHtml(res, 405, renderMessage('Not allowed', `${method} is not supported here.`));
}

/** Sessions expire lazily when read after `expires_at`, without an event. */
export function expireIfDue(session: CheckoutSession): void {
  if (session.status === 'open' && nowSeconds() >= session.expires_at) {
    session.status = 'expired';
    session.url = null;
  }
}

/** Expires an open session at once, with the event Stripe sends. */
export async function expireNow(ctx: CheckoutContext, session: CheckoutSession) {
  expireIfDue(session);
  if (session.status !== 'open') {
    throw invalid(`Only Checkout Sessions with a status of open can be expired.`);
  }
  session.status = 'expired';
  session.url = null;
  await ctx.webhooks.emit('checkout.session.expired', session);
  return session;
}

async function pay(ctx: CheckoutContext, session: CheckoutSession, res: ServerResponse) {
  if (session.status !== 'open') {
    const message = `This checkout session is already ${session.status}; it cannot be paid again.`;
    sendHtml(res, 409, renderMessage('Checkout already closed', message));
    return;
  }
  // Every state change happens before the first await, so a double-submitted form sees 409.
  session.status = 'complete';
  session.payment_status = 'paid';
  session.url = null;
  const { state, webhooks } = ctx;
  if (session.mode === 'payment') {
    const extras = state.sessionExtras.get(session.id);
    if (!session.customer && extras?.alwaysCreateCustomer) {
      const email = session.customer_email;
      session.customer = createCustomer(state, email ? { email } : {}).id;
    }
    const { intent } = takePayment(state, {
      amount: session.amount_total ?? 0,
      currency: session.currency ?? 'usd',
      customer: session.customer,
      description: extras?.paymentIntentDescription ?? null,
      metadata: { ...(extras?.paymentIntentMetadata ?? {}) },
      email: emailFor(state, session),
    });
    session.payment_intent = intent.id;
    session.customer_details = customerDetails(emailFor(state, session), null);
    await webhooks.emit('checkout.session.completed', session);
  } else {
    const { subscription, invoice, customer } = subscribeFromSession(state, session);
    session.customer = customer.id;
    session.subscription = subscription.id;
    session.invoice = invoice.id;
    session.customer_details = customerDetails(customer.email, customer.name ?? null);
    await webhooks.emit('customer.subscription.created', subscription);
    await webhooks.emit('checkout.session.completed', session);
    await webhooks.emit('invoice.paid', invoice);
  }
  redirect(res, (session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id));
}

function customerDetails(email: string | null, name: string | null) {
  return {
    address: null,
    business_name: null,
    email,
    individual_name: null,
    name,
    phone: null,
    tax_exempt: 'none' as const,
    tax_ids: [],
  };
}

function emailFor(state: StandinState, session: CheckoutSession): string | null {
  if (session.customer_email) return session.customer_email;
  return session.customer ? (state.customers.get(session.customer)?.email ?? null) : null;
}
