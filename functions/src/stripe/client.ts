import Stripe from 'stripe';
import { config } from '../config';

/**
 * Pinned explicitly (not the account default) so webhook payloads and API responses keep the
 * shape this code was written against; bump it together with the `stripe` package.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

let client: Stripe | undefined;

/** One SDK client; without a real key it talks to the local stand-in (decisions.md). */
export function stripe(): Stripe {
  client ??= new Stripe(config.stripe.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    ...(config.stripe.standin ?? {}),
  });
  return client;
}
