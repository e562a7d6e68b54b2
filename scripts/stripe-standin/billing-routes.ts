/** The /v1 routes for subscriptions, invoices and billing portal sessions. */
import { cancelSubscription, updateSubscription } from './billing';
import { invalid } from './errors';
import { paginate } from './expand';
import type { FormObject } from './form-parse';
import { optString, rejectUnknown } from './params';
import { createPortalSession } from './portal';
import { ID, LIST_PARAMS, lookup, noParams, type ApiContext, type Route } from './routes';
import type { Subscription } from './types';

const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled', 'all', 'ended'];

export const billingRoutes: Route[] = [
  { method: 'GET', pattern: /^\/v1\/subscriptions$/, handler: listSubscriptions },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/subscriptions/${ID}$`),
    handler: (c, p, id) => noParams(p, subscription(c, id)),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/subscriptions/${ID}$`),
    handler: async (c, p, id) => {
      const sub = subscription(c, id);
      const previous = updateSubscription(sub, p);
      await c.webhooks.emit('customer.subscription.updated', sub, previous);
      return sub;
    },
  },
  {
    method: 'DELETE',
    pattern: new RegExp(`^/v1/subscriptions/${ID}$`),
    handler: async (c, p, id) => {
      const sub = subscription(c, id);
      cancelSubscription(sub, p);
      await c.webhooks.emit('customer.subscription.deleted', sub);
      return sub;
    },
  },
  { method: 'GET', pattern: /^\/v1\/invoices$/, handler: listInvoices },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/invoices/${ID}$`),
    handler: (c, p, id) => noParams(p, lookup(c.state.invoices, 'invoice', id)),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/billing_portal\/sessions$/,
    handler: (c, p) => createPortalSession(c.state, p, c.baseUrl),
  },
];

function subscription(ctx: ApiContext, id: string): Subscription {
  return lookup(ctx.state.subscriptions, 'subscription', id);
}

/** Like Stripe, canceled subscriptions are left out unless asked for by status. */
function listSubscriptions(ctx: ApiContext, params: FormObject): unknown {
  rejectUnknown(params, ['customer', 'status', 'price', ...LIST_PARAMS]);
  const customer = optString(params, 'customer');
  const price = optString(params, 'price');
  const status = optString(params, 'status');
  if (status !== undefined && !SUBSCRIPTION_STATUSES.includes(status)) {
    throw invalid(`Invalid status: must be one of ${SUBSCRIPTION_STATUSES.join(', ')}`, 'status');
  }
  const all = [...ctx.state.subscriptions.values()]
    .filter((sub) => customer === undefined || sub.customer === customer)
    .filter((sub) => price === undefined || sub.items.data.some((i) => i.price.id === price))
    .filter((sub) => matchesStatus(sub, status))
    .reverse();
  return paginate(all, params, '/v1/subscriptions');
}

function matchesStatus(sub: Subscription, status: string | undefined): boolean {
  if (status === 'all') return true;
  if (status === 'ended') return sub.status === 'canceled';
  if (status === undefined) return sub.status !== 'canceled';
  return sub.status === status;
}

function listInvoices(ctx: ApiContext, params: FormObject): unknown {
  rejectUnknown(params, ['customer', 'subscription', 'status', ...LIST_PARAMS]);
  const customer = optString(params, 'customer');
  const sub = optString(params, 'subscription');
  const status = optString(params, 'status');
  const all = [...ctx.state.invoices.values()]
    .filter((invoice) => customer === undefined || invoice.customer === customer)
    .filter(
      (invoice) => sub === undefined || invoice.parent.subscription_details.subscription === sub,
    )
    .filter((invoice) => status === undefined || invoice.status === status)
    .reverse();
  return paginate(all, params, '/v1/invoices');
}
