import type Stripe from 'stripe';
import { config } from '../config';
import { STRIPE_API_VERSION } from './events';

let client: Promise<Stripe> | undefined;

/**
 * One SDK client; without a real key it talks to the local stand-in (decisions.md). The SDK
 * loads on first use: every function shares this bundle, and most never call Stripe (about
 * 20 MB and its load time saved on their cold starts).
 */
export function stripe(): Promise<Stripe> {
  client ??= import('stripe').then(
    ({ default: StripeSdk }) =>
      new StripeSdk(config.stripe.secretKey, {
        apiVersion: STRIPE_API_VERSION,
        maxNetworkRetries: 2,
        ...(config.stripe.standin ?? {}),
      }),
  );
  return client;
}
