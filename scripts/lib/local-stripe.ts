/**
 * The local Stripe for `npm start` and `npm test`: starts the stand-in, sets it up like a real
 * account (`setupStripe`: products, prices, webhook endpoint with a fresh random secret) and
 * writes the functions' local settings. Runs in the parent process BEFORE the emulators start,
 * because the Functions emulator reads these files when it loads the functions.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Stripe from 'stripe';
import { STRIPE_API_VERSION } from '../../functions/src/stripe/events';
import { startStripeStandin, type Standin } from '../stripe-standin/server';
import { PORTS, URLS } from './local-env';
import { writeFunctionsEnv } from './stage';
import { setupStripe, type StripeSetupResult } from './stripe-setup';

const FUNCTIONS_DIR = new URL('../../functions/', import.meta.url).pathname;
/** The stand-in accepts any test key; this one is what the functions are given. */
export const STANDIN_SECRET_KEY = 'sk_test_standin';

export interface LocalStripe {
  standin: Standin;
  setup: StripeSetupResult;
  webhookSecret: string;
}

export async function startLocalStripe(log: (line: string) => void): Promise<LocalStripe> {
  const standin = await startStripeStandin({ port: PORTS.stripe, log });
  try {
    const stripe = new Stripe(STANDIN_SECRET_KEY, {
      apiVersion: STRIPE_API_VERSION,
      host: '127.0.0.1',
      port: PORTS.stripe,
      protocol: 'http',
    });
    const setup = await setupStripe(stripe, { webhookUrl: `${URLS.functions}/stripeWebhook` });
    // A fresh stand-in has no endpoint, so setup always creates one and returns its secret.
    if (!setup.webhookSecret) throw new Error('the fresh stand-in already had a webhook endpoint');
    writeFunctionsSettings(setup.priceIds, setup.webhookSecret);
    return { standin, setup, webhookSecret: setup.webhookSecret };
  } catch (error) {
    await standin.close();
    throw error;
  }
}

/**
 * Plain settings go to `.env.<projectId>`; the secrets to `.secret.local`, the Functions
 * emulator's stand-in for Secret Manager. The emulator reads `.secret.local` whenever it starts a
 * worker and passes every key in it as an environment variable, so both `defineSecret` and
 * `process.env` see them. Both files are git-ignored. `.secret.local` has one fixed name, so two
 * runs with different SWAGDROP_PORT_OFFSETs in the same checkout would overwrite each other's.
 */
function writeFunctionsSettings(priceIds: StripeSetupResult['priceIds'], webhookSecret: string) {
  writeFunctionsEnv({
    STRIPE_STANDIN_PORT: String(PORTS.stripe),
    STRIPE_LISTING_PRICE_ID: priceIds.listing,
    STRIPE_FEATURED_PRICE_ID: priceIds.featured,
  });
  const secrets = [
    `STRIPE_SECRET_KEY=${STANDIN_SECRET_KEY}`,
    `STRIPE_WEBHOOK_SECRET=${webhookSecret}`,
  ];
  writeFileSync(join(FUNCTIONS_DIR, '.secret.local'), [...secrets, ''].join('\n'), { mode: 0o600 });
}
