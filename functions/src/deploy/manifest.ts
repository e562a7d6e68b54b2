import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The deploy manifest firebase-tools reads (`/__/functions.yaml` of the functions' control
 * API), read the same way: the built bundle loaded by `firebase-functions` with no emulator
 * and no secrets in the environment. Used by `deploy-manifest.test.ts` and the deploy
 * preflight (`scripts/deploy/`).
 */

const FUNCTIONS_DIR = fileURLToPath(new URL('../..', import.meta.url));
const BIN = fileURLToPath(
  new URL('../../../node_modules/.bin/firebase-functions', import.meta.url),
);

/** Each Stripe function and the mail sender read exactly these secrets; no other function reads any. */
export const EXPECTED_SECRETS: Record<string, string[]> = {
  createCheckoutSession: ['STRIPE_SECRET_KEY'],
  createSubscriptionCheckout: ['STRIPE_SECRET_KEY'],
  createBillingPortalSession: ['STRIPE_SECRET_KEY'],
  rejectAndRefundSubmission: ['STRIPE_SECRET_KEY'],
  myPayments: ['STRIPE_SECRET_KEY'],
  stripeWebhook: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  sendQueuedMail: ['SMTP_URL'],
};

export interface DeployEndpoint {
  secretEnvironmentVariables?: { key: string }[];
  concurrency?: number;
  maxInstances?: number;
  availableMemoryMb?: number;
  eventTrigger?: { eventType: string; eventFilters?: Record<string, string>; retry?: boolean };
  scheduleTrigger?: { schedule?: string };
}

export interface DeployManifest {
  endpoints: Record<string, DeployEndpoint>;
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

async function poll(port: number, child: ChildProcess, deadline: number): Promise<DeployManifest> {
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('firebase-functions exited before serving the manifest');
    if (Date.now() > deadline) throw new Error('firebase-functions did not serve the manifest');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/__/functions.yaml`);
      if (res.ok) return (await res.json()) as DeployManifest;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Builds the bundle (unless `build: false`) and returns its manifest for `projectId`. */
export async function readDeployManifest(
  projectId: string,
  { build = true, timeoutMs = 90_000 } = {},
): Promise<DeployManifest> {
  if (build) {
    execFileSync(process.execPath, ['build.mjs'], { cwd: FUNCTIONS_DIR, stdio: 'inherit' });
  }
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    FUNCTIONS_CONTROL_API: 'true',
    GCLOUD_PROJECT: projectId,
  };
  // What firebase-tools sees at deploy time: no emulator, no secrets in the environment.
  for (const name of ['FUNCTIONS_EMULATOR', ...new Set(Object.values(EXPECTED_SECRETS).flat())]) {
    delete env[name];
  }
  const child = spawn(BIN, ['.'], { cwd: FUNCTIONS_DIR, env, stdio: 'ignore' });
  try {
    return await poll(port, child, Date.now() + timeoutMs);
  } finally {
    child.kill('SIGTERM');
  }
}

/** The secrets `name` declares, sorted. */
export const secretsOf = (manifest: DeployManifest, name: string): string[] =>
  (manifest.endpoints[name]?.secretEnvironmentVariables ?? []).map((s) => s.key).sort();
