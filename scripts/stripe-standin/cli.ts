/**
 * Runs the Stripe stand-in from the command line (scripts/start.ts starts it the same way):
 *   npx tsx scripts/stripe-standin/cli.ts
 * STRIPE_STANDIN_PORT, STRIPE_WEBHOOK_URL and STRIPE_WEBHOOK_SECRET override the defaults.
 */
import { startStripeStandin } from './server';

const port = Number(process.env.STRIPE_STANDIN_PORT ?? '12111');
const webhookUrl =
  process.env.STRIPE_WEBHOOK_URL ?? 'http://127.0.0.1:5101/demo-swagdrop/us-central1/stripeWebhook';
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_standin_local_only';

if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(
    `stripe stand-in: invalid STRIPE_STANDIN_PORT '${process.env.STRIPE_STANDIN_PORT}'`,
  );
  process.exit(1);
}

const log = (line: string): void => {
  console.log(`[stripe] ${line}`);
};

try {
  const standin = await startStripeStandin({ port, webhookUrl, webhookSecret, log });
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received, closing`);
    standin.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('stripe stand-in: close failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  // EADDRINUSE is the usual cause: another stand-in (or emulator suite) is already running.
  console.error(`stripe stand-in: could not start on port ${port}:`, error);
  process.exit(1);
}
