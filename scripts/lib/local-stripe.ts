/**
 * The local Stripe for `npm start` and `npm test`: starts the stand-in, sets it up like a real
 * account (`setupStripe`: products, prices, webhook endpoint with a fresh random secret) and
 * returns the functions' local settings for it (scripts/lib/local-services.ts writes them). Runs
 * in the parent process BEFORE the emulators start, because the Functions emulator reads those
 * files when it loads the functions.
 */
import Stripe from 'stripe';
import { STRIPE_API_VERSION } from '../../functions/src/stripe/events';
import { startStripeStandin, type Standin } from '../stripe-standin/server';
import { PORTS, URLS } from './local-env';
import type { FunctionsSettings } from './stage';
import { setupStripe, type StripeSetupResult } from './stripe-setup';

/** The stand-in accepts any test key; this one is what the functions are given. */
export const STANDIN_SECRET_KEY = 'sk_test_standin';

export interface LocalStripe {
  standin: Standin;
  setup: StripeSetupResult;
  webhookSecret: string;
  settings: FunctionsSettings;
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
    const settings = functionsSettings(setup.priceIds, setup.webhookSecret);
    return { standin, setup, webhookSecret: setup.webhookSecret, settings };
  } catch (error) {
    await standin.close();
    throw error;
  }
}

/** The functions' Stripe settings: the stand-in's port and price ids, its key and secret. */
function functionsSettings(
  priceIds: StripeSetupResult['priceIds'],
  webhookSecret: string,
): FunctionsSettings {
  return {
    env: {
      STRIPE_STANDIN_PORT: String(PORTS.stripe),
      STRIPE_LISTING_PRICE_ID: priceIds.listing,
      STRIPE_FEATURED_PRICE_ID: priceIds.featured,
    },
    secrets: { STRIPE_SECRET_KEY: STANDIN_SECRET_KEY, STRIPE_WEBHOOK_SECRET: webhookSecret },
  };
}
