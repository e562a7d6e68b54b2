import type Stripe from 'stripe';
import { stripeApiSettings } from '../config';
import { STRIPE_API_VERSION } from './events';

const clients = new Map<string, Promise<Stripe>>();

/**
 * One SDK client per key, pinned to our API version; inside the emulator it may talk to the
 * local stand-in (config.ts). Settings are read on each call, so a missing key throws
 * MissingSettingError here. The SDK loads on first use: every function shares this bundle, and
 * most never call Stripe (about 20 MB and its load time saved on their cold starts).
 */
export function stripe(): Promise<Stripe> {
  const settings = stripeApiSettings();
  const key = `${settings.secretKey}@${settings.standin?.port ?? 'stripe'}`;
  let client = clients.get(key);
  if (!client) {
    client = import('stripe').then(
      ({ default: StripeSdk }) =>
        new StripeSdk(settings.secretKey, {
          apiVersion: STRIPE_API_VERSION,
          maxNetworkRetries: 2,
          ...(settings.standin ?? {}),
        }),
    );
    clients.set(key, client);
  }
  return client;
}
