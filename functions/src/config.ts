import { defineSecret, defineString } from 'firebase-functions/params';
import type { PlanKey } from '@swagdrop/model';

/**
 * The one typed configuration of the functions (README "Stripe in a real project"). Stripe keys are
 * function secrets, bound only to the functions that use them; price ids are params; site URLs come
 * from `functions/.env.<project-id>`. Everything Stripe-related is read at request time (secrets
 * exist only then) and a missing value is an error naming it, never a default: a deployment that
 * lacks a setting refuses to work instead of quietly talking to a local stand-in.
 */

export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');
export const STRIPE_LISTING_PRICE_ID = defineString('STRIPE_LISTING_PRICE_ID', {
  description: "Stripe price id of the '90 day Listing' plan (npm run stripe:setup prints it).",
});
export const STRIPE_FEATURED_PRICE_ID = defineString('STRIPE_FEATURED_PRICE_ID', {
  description: "Stripe price id of the 'Featured Placement 90 Days' plan.",
});

/** nodemailer connection URL of the SMTP relay, e.g. `smtps://user:pass@smtp.example.com:465`. */
export const SMTP_URL = defineSecret('SMTP_URL');
export const MAIL_FROM = defineString('MAIL_FROM', {
  description: 'Sender of every email, e.g. "SwagDrop <hello@swagdrop.app>" (README "Email").',
});

/**
 * The bucket browsers upload into (`pending-uploads/<uid>/slot-<n>`, storage-pending.rules), a
 * second bucket so that uploads never start the image pipeline, which listens to the default
 * bucket. The apps' runtime config names the same bucket (firebase.pendingUploadsBucket).
 */
export const PENDING_UPLOADS_BUCKET = defineString('PENDING_UPLOADS_BUCKET', {
  description: 'Name of the pending uploads bucket, e.g. "<project-id>-pending-uploads".',
});

/** A setting the function needs is not configured; the function answers 500 and logs its name. */
export class MissingSettingError extends Error {
  constructor(readonly setting: string) {
    super(`Missing setting ${setting}`);
    this.name = 'MissingSettingError';
  }
}

function env(name: string): string {
  return (process.env[name] ?? '').trim();
}

function required(name: string, value: string): string {
  if (!value) throw new MissingSettingError(name);
  return value;
}

const isEmulator = env('FUNCTIONS_EMULATOR') === 'true';

/** Load-time settings of every function (no secrets among them). */
export const config = {
  isEmulator,
  /** '' when unset; Stripe code reads it through `requireStorefrontUrl`. */
  storefrontUrl: env('STOREFRONT_URL').replace(/\/$/, ''),
  adminUrl: env('ADMIN_URL').replace(/\/$/, ''),
  /** On unless the setting says exactly `false`: a typo or an odd value never turns it off. */
  enforceAppCheck: !isEmulator && env('ENFORCE_APP_CHECK') !== 'false',
  /**
   * How often a directory cache re-reads every listing to heal a change it missed; unset: the
   * production period (snapshot-cache.ts). The test harness shortens it to see a heal happen.
   */
  directoryFullCheckMs: Number(env('DIRECTORY_FULL_CHECK_MS')) || undefined,
} as const;

export interface StripeApiSettings {
  secretKey: string;
  /** Set only inside the emulator with a stand-in port: the SDK then talks to the stand-in. */
  standin: { host: string; port: number; protocol: 'http' } | null;
}

/**
 * The local stand-in is used only inside the Functions emulator and only when the harness
 * names its port (it listens on the loopback interface); everywhere else the SDK talks to
 * Stripe. The key is required either way.
 */
export function stripeApiSettings(): StripeApiSettings {
  const secretKey = required('STRIPE_SECRET_KEY', STRIPE_SECRET_KEY.value());
  const standinPort = Number(env('STRIPE_STANDIN_PORT'));
  const useStandin = isEmulator && Number.isInteger(standinPort) && standinPort > 0;
  return {
    secretKey,
    standin: useStandin ? { host: '127.0.0.1', port: standinPort, protocol: 'http' } : null,
  };
}

export function requireWebhookSecret(): string {
  return required('STRIPE_WEBHOOK_SECRET', STRIPE_WEBHOOK_SECRET.value());
}

export function requirePlanPriceIds(): Record<PlanKey, string> {
  return {
    listing: required('STRIPE_LISTING_PRICE_ID', STRIPE_LISTING_PRICE_ID.value().trim()),
    featured: required('STRIPE_FEATURED_PRICE_ID', STRIPE_FEATURED_PRICE_ID.value().trim()),
  };
}

/** The storefront's origin, e.g. `https://swagdrop.app` (no trailing slash). */
export function requireStorefrontUrl(): string {
  return required('STOREFRONT_URL', config.storefrontUrl);
}

/** No default, in the emulator either: the local harness writes it like a deployment sets it. */
export function requirePendingUploadsBucket(): string {
  return required('PENDING_UPLOADS_BUCKET', PENDING_UPLOADS_BUCKET.value().trim());
}

/** What the mail sender needs; read at send time (the SMTP secret exists only then). */
export interface MailSettings {
  smtpUrl: string;
  from: string;
  sites: { storefrontUrl: string; adminUrl: string };
}

/**
 * No defaults, in the emulator either: the local harness writes SMTP_URL (pointing at MailDev)
 * and MAIL_FROM like a deployment sets them (scripts/lib/local-settings.ts).
 */
export function requireMailSettings(): MailSettings {
  return {
    smtpUrl: required('SMTP_URL', SMTP_URL.value().trim()),
    from: required('MAIL_FROM', MAIL_FROM.value().trim()),
    sites: {
      storefrontUrl: requireStorefrontUrl(),
      adminUrl: required('ADMIN_URL', config.adminUrl),
    },
  };
}
