/**
 * `npm run stripe:setup`: creates or finds SwagDrop's products, prices and webhook endpoint in a
 * Stripe account, then prints the settings to store. Safe to rerun.
 *
 *   STRIPE_SECRET_KEY=sk_test_... npm run stripe:setup -- --webhook-url https://<region>-<project>.cloudfunctions.net/stripeWebhook
 *   npm run stripe:setup -- --standin-port 12111 --webhook-url http://127.0.0.1:5101/demo-swagdrop/us-central1/stripeWebhook
 *
 * `--standin-port` (or STRIPE_STANDIN_PORT) talks to the local stand-in instead of Stripe. The
 * work is `setupStripe` in scripts/lib/stripe-setup.ts, which the local harness calls in-process.
 */
import { parseArgs } from 'node:util';
import Stripe from 'stripe';
import { STRIPE_API_VERSION } from '../functions/src/stripe/events';
import { settingsText, setupStripe } from './lib/stripe-setup';

function fail(message: string): never {
  console.error(`stripe:setup: ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'webhook-url': { type: 'string' }, 'standin-port': { type: 'string' } },
  });
  const webhookUrl =
    values['webhook-url'] ?? fail('--webhook-url <url of stripeWebhook> is required');
  const standinPort = values['standin-port'] ?? process.env.STRIPE_STANDIN_PORT;
  let stripe: Stripe;
  if (standinPort) {
    const port = Number(standinPort);
    if (!Number.isInteger(port) || port <= 0 || port > 65_535) fail(`invalid port ${standinPort}`);
    stripe = new Stripe('sk_test_standin', {
      apiVersion: STRIPE_API_VERSION,
      host: '127.0.0.1',
      port,
      protocol: 'http',
    });
    console.log(`Using the local Stripe stand-in on port ${port}.`);
  } else {
    const key =
      process.env.STRIPE_SECRET_KEY ?? fail('set STRIPE_SECRET_KEY (sk_test_… or sk_live_…)');
    stripe = new Stripe(key, { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 2 });
    console.log(`Using Stripe ${key.startsWith('sk_live_') ? 'LIVE' : 'test'} mode.`);
  }
  const result = await setupStripe(stripe, { webhookUrl });
  for (const change of result.changes) console.log(`  ${change}`);
  if (result.changes.length === 0) console.log('  everything already in place');
  console.log(`\nStore these settings (functions/.env.<project-id> and function secrets):\n`);
  console.log(settingsText(result));
}

main().catch((error: unknown) => {
  fail(error instanceof Error ? error.message : String(error));
});
