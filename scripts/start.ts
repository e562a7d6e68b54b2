/**
 * `npm start`: the whole product locally, no Stripe account needed.
 * Builds the apps and functions, starts the local inbox (MailDev), the Stripe stand-in and the Firebase emulator
 * suite (Auth, Firestore, Storage, Functions, Hosting serving both apps and the remote), seeds
 * realistic data and prints the URLs. Ctrl-C stops everything it started.
 */
import { spawn } from 'node:child_process';
import { buildAll } from './build';
import { ensureEmulatorJars } from './emulators/ensure';
import { emulatorProcessEnv, PORTS, PROJECT_ID, URLS } from './lib/local-env';
import { startLocalServices } from './lib/local-services';
import { bin } from './lib/run';
import { stageLocalSite } from './lib/stage';
import { seedAll } from './seed/index';

const started = Date.now();
await buildAll();
ensureEmulatorJars();
const configPath = stageLocalSite();

// Before the emulators: the Functions emulator reads the settings and secrets this writes.
const services = await startLocalServices((line) => console.log(`[stripe-standin] ${line}`));
const { setup } = services.stripe;

const emulators = spawn(
  bin('firebase'),
  [
    'emulators:start',
    '--config',
    configPath,
    '--project',
    PROJECT_ID,
    '--only',
    'auth,firestore,functions,storage,hosting',
  ],
  { env: emulatorProcessEnv(), stdio: ['ignore', 'pipe', 'inherit'] },
);
emulators.stdout.on('data', (chunk: Buffer) =>
  process.stdout.write(`[emulators] ${chunk.toString()}`),
);

let stopping = false;
async function stop(code = 0): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log('\nStopping SwagDrop…');
    // SIGINT lets firebase-tools stop the Firestore JVM it started in its own process group.
    if (emulators.exitCode === null) {
      emulators.kill('SIGINT');
      await new Promise((resolve) => emulators.once('exit', resolve));
    }
    await services.close();
  }
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
emulators.on('exit', (code) => {
  if (!stopping) {
    console.error(`The emulator suite exited unexpectedly (code ${code}).`);
    void stop(1);
  }
});

await waitFor(`${URLS.storefront}/index.html`, 180_000);
// Any HTTP answer from a callable means the functions have loaded.
await waitFor(`${URLS.functions}/joinWaitlist`, 60_000, true);
const summary = await seedAll((line) => console.log(`[seed] ${line}`));

console.log(`
SwagDrop is running (ready in ${((Date.now() - started) / 1000).toFixed(0)}s)

  Storefront        ${URLS.storefront}
  Admin console     ${URLS.admin}/admin
  Shared UI remote  ${URLS.sharedUiManifest}
  Inbox (MailDev)   ${URLS.mailInbox} (every email the product sends)
  Stripe stand-in   ${URLS.stripe} (local only, no real payments)
                    prices ${setup.priceIds.listing}, ${setup.priceIds.featured}
  Emulators         Auth :${PORTS.auth}  Firestore :${PORTS.firestore}  Storage :${PORTS.storage}  Functions :${PORTS.functions}

  Admin account     ${summary.accounts.admin.email} / ${summary.accounts.admin.password}
  Brand account     ${summary.accounts.brand.email} / ${summary.accounts.brand.password}

Press Ctrl-C to stop.`);

async function waitFor(url: string, timeoutMs: number, anyStatus = false): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok || anyStatus) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  console.error(`Timed out waiting for ${url}`);
  await stop(1);
}
