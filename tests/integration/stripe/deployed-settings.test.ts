import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_COPY, COPY } from '@swagdrop/model';

/**
 * The built functions as a deployment runs them: no emulator flag, no Stripe secrets. Each
 * Stripe function must refuse (500) and name the missing setting in one log line, before any
 * Firestore or Stripe call; it must never fall back to the local stand-in or its webhook secret.
 * The exported HTTP handlers are called directly with a minimal request/response pair.
 */

const LIB = new URL('../../../functions/lib/index.js', import.meta.url);
const STANDIN_LOOKING_SECRET = 'whsec_standin_local_only';

type Handler = (req: unknown, res: unknown) => Promise<void> | void;

class FakeResponse extends EventEmitter {
  statusCode = 200;
  headersSent = false;
  readonly headers: Record<string, string> = {};
  body: unknown;
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  set(name: string | Record<string, string>, value?: string) {
    const entries = typeof name === 'string' ? [[name, value ?? '']] : Object.entries(name);
    for (const [k, v] of entries) this.setHeader(String(k), String(v));
    return this;
  }
  setHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = String(value);
  }
  getHeader(name: string) {
    return this.headers[name.toLowerCase()];
  }
  json(body: unknown) {
    this.body = body;
    return this.end();
  }
  send(body: unknown) {
    this.body = body;
    return this.end();
  }
  end() {
    this.headersSent = true;
    this.emit('finish');
    return this;
  }
}

function fakeRequest(method: string, headers: Record<string, string>, body: string) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    method,
    url: '/',
    path: '/',
    headers: lower,
    rawBody: Buffer.from(body),
    body: body ? (JSON.parse(body) as unknown) : undefined,
    get: (name: string) => lower[name.toLowerCase()],
    header: (name: string) => lower[name.toLowerCase()],
    is: (type: string) => (lower['content-type'] ?? '').includes(type.replace('application/', '')),
  };
}

async function call(handler: Handler, method: string, body = '', headers = {}) {
  const res = new FakeResponse();
  const finished = new Promise((resolve) => res.once('finish', resolve));
  await handler(fakeRequest(method, { 'content-type': 'application/json', ...headers }, body), res);
  await finished;
  return res;
}

const logged: string[] = [];
const originalError = console.error;
const savedEnv = { ...process.env };
let fns: Record<string, Handler>;

beforeAll(async () => {
  if (!existsSync(LIB)) throw new Error('functions/lib is missing: build the functions first');
  // As deployed: no emulator, no Stripe secrets, no Firestore emulator to fall back on. A
  // stand-in port left in the environment must change nothing outside the emulator.
  for (const name of [
    'FUNCTIONS_EMULATOR',
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'FIRESTORE_EMULATOR_HOST',
    'FIREBASE_AUTH_EMULATOR_HOST',
  ]) {
    delete process.env[name];
  }
  Object.assign(process.env, {
    GCLOUD_PROJECT: 'demo-deployed-settings',
    STRIPE_STANDIN_PORT: '12111',
    STRIPE_LISTING_PRICE_ID: 'price_live_listing',
    STRIPE_FEATURED_PRICE_ID: 'price_live_featured',
    STOREFRONT_URL: 'https://swagdrop.example',
    ADMIN_URL: 'https://admin.swagdrop.example',
    ENFORCE_APP_CHECK: 'false',
  });
  // firebase-functions' logger keeps the console.error it finds when it loads.
  console.error = (...args: unknown[]) => {
    logged.push(args.map(String).join(' '));
  };
  fns = (await import(LIB.href)) as Record<string, Handler>;
}, 60_000);

afterAll(() => {
  console.error = originalError;
  process.env = savedEnv;
});

const missingLines = (fn: string, setting: string) =>
  logged.filter(
    (line) =>
      line.includes(`${fn}: setting ${setting} is not configured`) &&
      line.includes(`"settingName":"${setting}"`),
  );

describe('a deployment without Stripe secrets refuses to work', () => {
  it.each<[string, string, string]>([
    ['createCheckoutSession', '{"submissionId":"abc"}', COPY.paymentSessionFailed],
    [
      'createSubscriptionCheckout',
      '{"price_id":"price_live_listing","success_url":"https://swagdrop.example/success","cancel_url":"https://swagdrop.example/dashboard","mode":"subscription"}',
      COPY.failedToCreateCheckout,
    ],
    ['createBillingPortalSession', '{}', BRAND_COPY.billingPortalFailed],
  ])('%s answers 500 and logs STRIPE_SECRET_KEY', async (name, body, error) => {
    const fn = fns[name];
    if (!fn) throw new Error(`${name} is not exported`);
    const res = await call(fn, 'POST', body, { authorization: 'Bearer not-checked' });
    expect(res.statusCode).toBe(500);
    expect(res.body).toEqual({ error });
    expect(missingLines(name, 'STRIPE_SECRET_KEY')).toHaveLength(1);
  });

  it('the webhook answers 500 and logs the missing setting, whatever the signature', async () => {
    const payload = JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: STANDIN_LOOKING_SECRET,
    });
    const fn = fns.stripeWebhook;
    if (!fn) throw new Error('stripeWebhook is not exported');
    const res = await call(fn, 'POST', payload, { 'stripe-signature': signature });
    expect(res.statusCode).toBe(500);
    expect(missingLines('stripeWebhook', 'STRIPE_SECRET_KEY')).toHaveLength(1);
  });

  it('planCatalogue answers 500 and names a missing price id', async () => {
    delete process.env.STRIPE_FEATURED_PRICE_ID;
    try {
      const fn = fns.planCatalogue;
      if (!fn) throw new Error('planCatalogue is not exported');
      const res = await call(fn, 'GET');
      expect(res.statusCode).toBe(500);
      expect(res.getHeader('cache-control')).toBe('no-store');
      expect(missingLines('planCatalogue', 'STRIPE_FEATURED_PRICE_ID')).toHaveLength(1);
    } finally {
      process.env.STRIPE_FEATURED_PRICE_ID = 'price_live_featured';
    }
  });
});

describe('with real secrets configured', () => {
  beforeAll(() => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_configured_for_this_test';
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_configured_for_this_test';
  });

  it('a webhook signed with a stand-in-looking secret is refused (400)', async () => {
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_forged', object: 'checkout.session', mode: 'payment' } },
    });
    const fn = fns.stripeWebhook;
    if (!fn) throw new Error('stripeWebhook is not exported');
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: STANDIN_LOOKING_SECRET,
    });
    const res = await call(fn, 'POST', payload, { 'stripe-signature': signature });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ error: 'Invalid signature' });
  });

  it('the plan catalogue serves the configured price ids, cacheable, CORS for the storefront', async () => {
    const fn = fns.planCatalogue;
    if (!fn) throw new Error('planCatalogue is not exported');
    const res = await call(fn, 'GET', '', { origin: 'https://swagdrop.example' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      plans: [
        { key: 'listing', price_id: 'price_live_listing' },
        { key: 'featured', price_id: 'price_live_featured' },
      ],
    });
    expect(res.getHeader('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(res.getHeader('access-control-allow-origin')).toBe('https://swagdrop.example');
    const other = await call(fn, 'GET', '', { origin: 'https://evil.example' });
    expect(other.getHeader('access-control-allow-origin')).toBeUndefined();
  });
});
