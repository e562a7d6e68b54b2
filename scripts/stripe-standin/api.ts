/**
 * The REST routes under /v1 that SwagDrop's functions call. Each handler returns the object to
 * send; `expand[]` and errors are handled once, around all of them.
 */
import { billingRoutes } from './billing-routes';
import {
  createPrice,
  createProduct,
  listPricesIn,
  listProductsIn,
  updatePrice,
  updateProduct,
} from './catalogue';
import { createEndpoint, updateEndpoint } from './endpoints';
import { expireIfDue, expireNow } from './checkout-flow';
import { createCustomer } from './customers';
import { StandinError } from './errors';
import { expandResponse, paginate } from './expand';
import type { FormObject } from './form-parse';
import { expandPaths, optString, rejectUnknown } from './params';
import { paymentRoutes } from './payment-routes';
import { createSession } from './sessions';
import { ID, LIST_PARAMS, lookup, missing, noParams, type ApiContext, type Route } from './routes';
import type { Price, Product, WebhookEndpoint } from './types';

export type { ApiContext } from './routes';

const routes: Route[] = [
  { method: 'POST', pattern: /^\/v1\/customers$/, handler: (c, p) => createCustomer(c.state, p) },
  { method: 'GET', pattern: /^\/v1\/customers$/, handler: listCustomers },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/customers/${ID}$`),
    handler: (c, p, id) => noParams(p, c.state.customers.get(id) ?? missing('customer', id)),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/checkout\/sessions$/,
    handler: (c, p) => createSession(c.state, p, c.baseUrl),
  },
  { method: 'GET', pattern: /^\/v1\/checkout\/sessions$/, handler: listSessions },
  { method: 'GET', pattern: new RegExp(`^/v1/checkout/sessions/${ID}$`), handler: getSession },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/checkout/sessions/${ID}/expire$`),
    handler: expireSession,
  },
  { method: 'POST', pattern: /^\/v1\/products$/, handler: (c, p) => createProduct(c.state, p) },
  {
    method: 'GET',
    pattern: /^\/v1\/products$/,
    handler: (c, p) => paginate(listProductsIn(c.state, p), p, '/v1/products'),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/products/${ID}$`),
    handler: (c, p, id) => noParams(p, product(c, id)),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/products/${ID}$`),
    handler: (c, p, id) => updateProduct(product(c, id), p),
  },
  { method: 'POST', pattern: /^\/v1\/prices$/, handler: (c, p) => createPrice(c.state, p) },
  {
    method: 'GET',
    pattern: /^\/v1\/prices$/,
    handler: (c, p) => paginate(listPricesIn(c.state, p), p, '/v1/prices'),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/prices/${ID}$`),
    handler: (c, p, id) => noParams(p, price(c, id)),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/prices/${ID}$`),
    handler: (c, p, id) => updatePrice(c.state, price(c, id), p),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/webhook_endpoints$/,
    handler: (c, p) => createEndpoint(c.state, p),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/webhook_endpoints$/,
    handler: (c, p) => {
      rejectUnknown(p, LIST_PARAMS);
      const all = [...c.state.webhookEndpoints.values()].reverse();
      return paginate(all, p, '/v1/webhook_endpoints');
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/webhook_endpoints/${ID}$`),
    handler: (c, p, id) => noParams(p, endpoint(c, id)),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/webhook_endpoints/${ID}$`),
    handler: (c, p, id) => updateEndpoint(endpoint(c, id), p),
  },
  {
    method: 'DELETE',
    pattern: new RegExp(`^/v1/webhook_endpoints/${ID}$`),
    handler: (c, p, id) => {
      rejectUnknown(p, []);
      endpoint(c, id);
      c.state.webhookEndpoints.delete(id);
      c.state.endpointSecrets.delete(id);
      return { id, object: 'webhook_endpoint', deleted: true };
    },
  },
  ...billingRoutes,
  ...paymentRoutes,
];

/** Resolves the route, runs it and applies `expand`. Throws StandinError for Stripe errors. */
export async function handleApi(
  ctx: ApiContext,
  method: string,
  pathname: string,
  params: FormObject,
): Promise<unknown> {
  const paths = expandPaths(params);
  const rest: FormObject = { ...params };
  delete rest.expand;
  let pathMatched = false;
  for (const route of routes) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    pathMatched = true;
    if (route.method !== method) continue;
    const id = decodeURIComponent(match[1] ?? '');
    const result = await route.handler(ctx, rest, id);
    return expandResponse(ctx.state, result, paths);
  }
  throw new StandinError(
    404,
    'invalid_request_error',
    `Unrecognized request URL (${method}: ${pathname}). ` +
      (pathMatched
        ? 'The SwagDrop Stripe stand-in does not support this method on that path.'
        : 'The SwagDrop Stripe stand-in implements only the routes in scripts/stripe-standin/api.ts and billing-routes.ts.'),
  );
}

function product(ctx: ApiContext, id: string): Product {
  return lookup(ctx.state.products, 'product', id);
}

function price(ctx: ApiContext, id: string): Price {
  return lookup(ctx.state.prices, 'price', id);
}

function endpoint(ctx: ApiContext, id: string): WebhookEndpoint {
  return lookup(ctx.state.webhookEndpoints, 'webhook_endpoint', id);
}

function getSession(ctx: ApiContext, params: FormObject, id: string): unknown {
  rejectUnknown(params, []);
  const session = lookup(ctx.state.sessions, 'checkout.session', id);
  expireIfDue(session);
  return session;
}

/** POST /v1/checkout/sessions/:id/expire: as Stripe, only an open session can be expired. */
function expireSession(ctx: ApiContext, params: FormObject, id: string): Promise<unknown> {
  rejectUnknown(params, []);
  return expireNow(ctx, lookup(ctx.state.sessions, 'checkout.session', id));
}

/** As Stripe: the sessions of one payment intent (how a charge finds what it paid for). */
function listSessions(ctx: ApiContext, params: FormObject): unknown {
  rejectUnknown(params, ['payment_intent', 'customer', ...LIST_PARAMS]);
  const intent = optString(params, 'payment_intent');
  const customer = optString(params, 'customer');
  const all = [...ctx.state.sessions.values()]
    .filter((s) => intent === undefined || s.payment_intent === intent)
    .filter((s) => customer === undefined || s.customer === customer)
    .reverse();
  return paginate(all, params, '/v1/checkout/sessions');
}

function listCustomers(ctx: ApiContext, params: FormObject): unknown {
  rejectUnknown(params, ['email', ...LIST_PARAMS]);
  const email = optString(params, 'email');
  // Stripe matches the email case-sensitively; so does the stand-in, to surface the same bugs.
  const all = [...ctx.state.customers.values()]
    .filter((customer) => email === undefined || customer.email === email)
    .reverse();
  return paginate(all, params, '/v1/customers');
}
