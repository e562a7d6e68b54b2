/** The /v1 routes for payments: charges, payment intents, refunds, disputes, invoice payments. */
import { paginate } from './expand';
import type { FormObject } from './form-parse';
import { isFormObject, optString, rejectUnknown } from './params';
import { createRefund, listRefunds } from './refunds';
import { ID, LIST_PARAMS, lookup, noParams, type ApiContext, type Route } from './routes';

export const paymentRoutes: Route[] = [
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/charges/${ID}$`),
    handler: (c, p, id) => noParams(p, lookup(c.state.charges, 'charge', id)),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/charges$/,
    handler: (c, p) => {
      rejectUnknown(p, ['payment_intent', 'customer', ...LIST_PARAMS]);
      const intent = optString(p, 'payment_intent');
      const customer = optString(p, 'customer');
      const all = [...c.state.charges.values()]
        .filter((ch) => intent === undefined || ch.payment_intent === intent)
        .filter((ch) => customer === undefined || ch.customer === customer)
        .reverse();
      return paginate(all, p, '/v1/charges');
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/payment_intents/${ID}$`),
    handler: (c, p, id) => noParams(p, lookup(c.state.paymentIntents, 'payment_intent', id)),
  },
  { method: 'POST', pattern: /^\/v1\/refunds$/, handler: (c, p) => createRefund(c, p) },
  {
    method: 'GET',
    pattern: /^\/v1\/refunds$/,
    handler: (c, p) => paginate(listRefunds(c, p), p, '/v1/refunds'),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/refunds/${ID}$`),
    handler: (c, p, id) => noParams(p, lookup(c.state.refunds, 'refund', id)),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/disputes/${ID}$`),
    handler: (c, p, id) => noParams(p, lookup(c.state.disputes, 'dispute', id)),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/disputes$/,
    handler: (c, p) => {
      rejectUnknown(p, ['charge', 'payment_intent', ...LIST_PARAMS]);
      const charge = optString(p, 'charge');
      const intent = optString(p, 'payment_intent');
      const all = [...c.state.disputes.values()]
        .filter((d) => charge === undefined || d.charge === charge)
        .filter((d) => intent === undefined || d.payment_intent === intent)
        .reverse();
      return paginate(all, p, '/v1/disputes');
    },
  },
  { method: 'GET', pattern: /^\/v1\/invoice_payments$/, handler: listInvoicePayments },
];

/** Filters as Stripe does: by invoice, or by the payment intent that paid it. */
function listInvoicePayments(ctx: ApiContext, params: FormObject): unknown {
  rejectUnknown(params, ['invoice', 'payment', 'status', ...LIST_PARAMS]);
  const invoice = optString(params, 'invoice');
  const payment = isFormObject(params.payment) ? params.payment : undefined;
  if (payment) rejectUnknown(payment, ['type', 'payment_intent'], 'payment');
  const intent = payment
    ? optString(payment, 'payment_intent', 'payment[payment_intent]')
    : undefined;
  const status = optString(params, 'status');
  const all = [...ctx.state.invoicePayments.values()]
    .filter((p) => invoice === undefined || p.invoice === invoice)
    .filter((p) => intent === undefined || p.payment.payment_intent === intent)
    .filter((p) => status === undefined || p.status === status)
    .reverse();
  return paginate(all, params, '/v1/invoice_payments');
}
