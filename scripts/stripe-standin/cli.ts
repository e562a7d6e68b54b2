/**
 * Runs the Stripe stand-in from the command line, empty like a new Stripe account:
 *   npx tsx scripts/stripe-standin/cli.ts            (STRIPE_STANDIN_PORT overrides 12111)
 * then create the products, prices and webhook endpoint with
 *   npm run stripe:setup -- --standin-port 12111 --webhook-url <url of stripeWebhook>
 * (`npm start` and `npm test` do both in-process: scripts/lib/local-stripe.ts).
 */
import { startStripeStandin } from './server';

const port = Number(process.env.STRIPE_STANDIN_PORT ?? '12111');

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
  const standin = await startStripeStandin({ port, log });
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
