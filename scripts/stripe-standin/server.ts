/**
 * A local stand-in for the slice of the Stripe API SwagDrop uses, so the product runs and is
 * tested without a Stripe account. The real `stripe` SDK talks to it unchanged:
 * `new Stripe(key, { host, port, protocol: 'http' })`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { handleApi, type ApiContext } from './api';
import { handleCheckout } from './checkout-flow';
import { handleControl } from './control';
import { handleDisputeControl } from './disputes';
import { sendReceipt } from './receipt-page';
import { StandinError } from './errors';
import { parseForm } from './form-parse';
import { readBody, sendJson } from './http';
import { handlePortal } from './portal-page';
import { newId, StandinState } from './store';
import { WebhookSender } from './webhooks';

export { StandinState } from './store';
export type { Delivery, StripeEvent } from './types';

export interface StandinOptions {
  port?: number;
  host?: string;
  log?: (line: string) => void;
  /** Webhook tuning; the defaults suit a functions emulator that may be cold-starting. */
  webhookAttemptTimeoutMs?: number;
  webhookRetries?: number;
  webhookRetryBaseMs?: number;
  webhookDeadlineMs?: number;
}

export interface Standin {
  url: string;
  close(): Promise<void>;
  state: StandinState;
}

/** Starts an empty stand-in: no products, prices or webhook endpoints until created. */
export async function startStripeStandin(opts: StandinOptions = {}): Promise<Standin> {
  const host = opts.host ?? '127.0.0.1';
  const log = opts.log ?? (() => undefined);
  const state = new StandinState();
  const closing = new AbortController();
  const webhooks = new WebhookSender(state, {
    attemptTimeoutMs: opts.webhookAttemptTimeoutMs ?? 10_000,
    retries: opts.webhookRetries ?? 3,
    retryBaseMs: opts.webhookRetryBaseMs ?? 250,
    deadlineMs: opts.webhookDeadlineMs ?? 20_000,
    log,
    signal: closing.signal,
  });
  const ctx: ApiContext = { state, webhooks, baseUrl: '' };

  const server = createServer((req, res) => {
    const started = performance.now();
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    res.on('finish', () => {
      const ms = Math.round(performance.now() - started);
      log(`${req.method ?? '?'} ${path} ${res.statusCode} ${ms}ms`);
    });
    route(ctx, req, res).catch((error: unknown) => {
      log(`error handling ${req.method ?? '?'} ${path}: ${String(error)}`);
      if (!res.headersSent) {
        sendJson(res, 500, { error: { type: 'api_error', message: 'Stand-in internal error.' } });
      } else {
        res.destroy();
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 12111, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  // A wildcard bind is not a browsable address; hosted-page links need a real one.
  const publicHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const url = `http://${publicHost.includes(':') ? `[${publicHost}]` : publicHost}:${port}`;
  ctx.baseUrl = url;
  state.baseUrl = url;
  log(`stripe stand-in listening on ${url}`);

  return {
    url,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        closing.abort();
        server.close((error) => (error ? reject(error) : resolve()));
        // The SDK keeps connections alive; without this close() waits for them to time out.
        server.closeAllConnections();
      }),
  };
}

async function route(ctx: ApiContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = req.method ?? 'GET';
  const url = new URL(req.url ?? '/', 'http://standin.invalid');
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments[0] === 'checkout') {
    await handleCheckout(ctx, method, segments.slice(1), res);
    return;
  }
  if (segments[0] === 'billing_portal') {
    const body = method === 'POST' ? await readBody(req) : '';
    await handlePortal(ctx, method, segments.slice(1), body, url.searchParams, res);
    return;
  }
  if (segments[0] === '__standin' && segments[1] === 'charges') {
    await handleDisputeControl(ctx, req, res, segments.slice(2));
    return;
  }
  if (segments[0] === 'receipts' && segments[1] === 'payment' && method === 'GET') {
    sendReceipt(ctx.state, segments[2] ?? '', res);
    return;
  }
  if (segments[0] === '__standin' && segments[1] === 'subscriptions') {
    await handleControl(ctx, req, res, segments.slice(2));
    return;
  }
  if (segments[0] === '__standin') {
    handleAdmin(ctx.state, method, segments[1] ?? '', res);
    return;
  }
  if (segments[0] !== 'v1') {
    sendJson(res, 404, { error: { type: 'invalid_request_error', message: 'Unknown route.' } });
    return;
  }
  await handleStripeRequest(ctx, req, res, method, url);
}

async function handleStripeRequest(
  ctx: ApiContext,
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
  url: URL,
): Promise<void> {
  const headers = {
    'Request-Id': newId('req'),
    'Stripe-Version': headerValue(req, 'stripe-version') ?? Stripe.API_VERSION,
  };
  try {
    checkAuth(req);
    const body = await readBody(req);
    const inQuery = method === 'GET' || method === 'DELETE';
    const params = parseForm(inQuery ? url.search.slice(1) : body);
    const key = method === 'POST' ? headerValue(req, 'idempotency-key') : undefined;
    const fingerprint = `${method} ${url.pathname} ${body}`;
    const replay = key ? ctx.state.idempotency.get(key) : undefined;
    if (replay && replay.fingerprint !== fingerprint) {
      throw new StandinError(
        400,
        'idempotency_error',
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
    }
    if (replay) {
      sendJson(res, replay.status, replay.body, { ...headers, 'Idempotent-Replayed': 'true' });
      return;
    }
    const result = await handleApi(ctx, method, url.pathname, params);
    if (key) ctx.state.idempotency.set(key, { fingerprint, status: 200, body: result });
    sendJson(res, 200, result, headers);
  } catch (error) {
    if (!(error instanceof StandinError)) throw error;
    sendJson(res, error.status, error.toBody(), headers);
  }
}

/** Refuses live keys so a misconfigured deployment cannot mistake the stand-in for Stripe. */
function checkAuth(req: IncomingMessage): void {
  const auth = headerValue(req, 'authorization') ?? '';
  let key = '';
  if (auth.startsWith('Bearer ')) key = auth.slice('Bearer '.length);
  // Stripe also takes the key as the Basic user name, which is what `curl -u sk_test_…:` sends.
  if (auth.startsWith('Basic ')) {
    key = Buffer.from(auth.slice('Basic '.length), 'base64').toString('utf8').split(':')[0] ?? '';
  }
  if (!/^(sk|rk)_test_/.test(key)) {
    throw new StandinError(
      401,
      'authentication_error',
      'The SwagDrop Stripe stand-in only accepts test keys (sk_test_…).',
    );
  }
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function handleAdmin(state: StandinState, method: string, action: string, res: ServerResponse) {
  if (method === 'GET' && action === 'health') {
    sendJson(res, 200, { ok: true });
  } else if (method === 'POST' && action === 'reset') {
    state.reset();
    sendJson(res, 200, { ok: true });
  } else if (method === 'GET' && action === 'events') {
    sendJson(res, 200, { object: 'list', data: state.events, deliveries: state.deliveries });
  } else {
    sendJson(res, 404, { error: { type: 'invalid_request_error', message: 'Unknown route.' } });
  }
}
