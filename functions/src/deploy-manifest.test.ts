// @vitest-environment node
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The deploy manifest firebase-tools reads (`/__/functions.yaml` of the functions' control
 * API): each Stripe function must declare exactly the secrets it reads, so a deploy binds them
 * (`firebase functions:secrets:set`) and no other function can read a Stripe key.
 */

const FUNCTIONS_DIR = fileURLToPath(new URL('..', import.meta.url));
const BIN = fileURLToPath(new URL('../../node_modules/.bin/firebase-functions', import.meta.url));

const EXPECTED_SECRETS: Record<string, string[]> = {
  createCheckoutSession: ['STRIPE_SECRET_KEY'],
  createSubscriptionCheckout: ['STRIPE_SECRET_KEY'],
  createBillingPortalSession: ['STRIPE_SECRET_KEY'],
  stripeWebhook: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
};

interface Endpoint {
  secretEnvironmentVariables?: { key: string }[];
  concurrency?: number;
  maxInstances?: number;
  availableMemoryMb?: number;
  eventTrigger?: { eventType: string; retry?: boolean };
}

interface Manifest {
  endpoints: Record<string, Endpoint>;
  params?: { name: string; type: string }[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function readManifest(port: number, child: ChildProcess): Promise<Manifest> {
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('firebase-functions exited before serving the manifest');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/__/functions.yaml`);
      if (res.ok) return (await res.json()) as Manifest;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let child: ChildProcess | undefined;
let manifest: Manifest;

beforeAll(async () => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: FUNCTIONS_DIR, stdio: 'inherit' });
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    FUNCTIONS_CONTROL_API: 'true',
    GCLOUD_PROJECT: 'demo-x',
  };
  // What firebase-tools sees at deploy time: no emulator, no secrets in the environment.
  for (const name of ['FUNCTIONS_EMULATOR', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) {
    delete env[name];
  }
  child = spawn(BIN, ['.'], { cwd: FUNCTIONS_DIR, env, stdio: 'ignore' });
  manifest = await readManifest(port, child);
}, 120_000);

afterAll(() => {
  child?.kill('SIGTERM');
});

const secretsOf = (name: string) =>
  (manifest.endpoints[name]?.secretEnvironmentVariables ?? []).map((s) => s.key).sort();

describe('deploy manifest', () => {
  it.each(Object.entries(EXPECTED_SECRETS))('%s binds exactly %j', (name, secrets) => {
    expect(manifest.endpoints[name], `${name} is exported`).toBeDefined();
    expect(secretsOf(name)).toEqual([...secrets].sort());
  });

  it('binds no secret to any other function', () => {
    const others = Object.keys(manifest.endpoints).filter((name) => !(name in EXPECTED_SECRETS));
    expect(others).toContain('planCatalogue');
    expect(Object.fromEntries(others.map((name) => [name, secretsOf(name)]))).toEqual(
      Object.fromEntries(others.map((name) => [name, []])),
    );
  });

  it('declares the Stripe keys as secrets and the price ids as params', () => {
    const params = Object.fromEntries((manifest.params ?? []).map((p) => [p.name, p.type]));
    expect(params).toMatchObject({
      STRIPE_SECRET_KEY: 'secret',
      STRIPE_WEBHOOK_SECRET: 'secret',
      STRIPE_LISTING_PRICE_ID: 'string',
      STRIPE_FEATURED_PRICE_ID: 'string',
    });
  });

  it('bounds the image pipeline: one image per instance, 5 instances, retried', () => {
    expect(manifest.endpoints.processUploadedImage).toMatchObject({
      availableMemoryMb: 1024,
      concurrency: 1,
      maxInstances: 5,
      eventTrigger: { retry: true },
    });
  });

  it('retries every event trigger (each one is idempotent)', () => {
    const triggers = Object.entries(manifest.endpoints).filter(([, e]) => e.eventTrigger);
    expect(triggers.map(([name]) => name).sort()).toEqual([
      'directoryOnListingWrite',
      'plansOnSubscriptionWrite',
      'processUploadedImage',
    ]);
    for (const [name, endpoint] of triggers) {
      expect(endpoint.eventTrigger?.retry, name).toBe(true);
    }
  });
});
