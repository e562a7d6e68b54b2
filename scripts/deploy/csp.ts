import type { RuntimeConfig } from '@swagdrop/firebase-web/runtime-config';

/**
 * The hosts' Content-Security-Policy, generated per environment from ONE list of origins: each
 * origin with what a page may do with it. `npm start`/`npm test` (scripts/lib/stage.ts) and
 * `npm run deploy` (scripts/deploy/index.ts) both write firebase.json's header from here.
 */
export type CspUse = 'script' | 'connect' | 'img' | 'form';
export interface CspOrigin {
  origin: string;
  uses: readonly CspUse[];
}

/** App Check's reCAPTCHA Enterprise: its script and its challenge frame. */
export const RECAPTCHA_SCRIPTS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
const RECAPTCHA_FRAMES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

/** The Firebase APIs the browser SDKs call (Auth, Firestore, Storage, App Check). */
const FIREBASE_APIS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
  'https://firebasestorage.googleapis.com',
  'https://content-firebaseappcheck.googleapis.com',
];

/** Checkout and the billing portal are Stripe pages the browser is sent to. */
export const STRIPE_ORIGINS = ['https://checkout.stripe.com', 'https://billing.stripe.com'];

const originOf = (url: string) => new URL(url).origin;

/** A deployed environment's origins, from the runtime config its hosts are given. */
export function deployOrigins(config: RuntimeConfig, region = 'us-central1'): CspOrigin[] {
  const { projectId, authDomain } = config.firebase;
  return [
    ...FIREBASE_APIS.map((origin) => ({ origin, uses: ['connect'] as const })),
    { origin: `https://${authDomain}`, uses: ['connect'] },
    { origin: `https://${region}-${projectId}.cloudfunctions.net`, uses: ['connect'] },
    { origin: originOf(config.functionsBaseUrl), uses: ['connect'] },
    ...Object.values(config.remotes).map((url) => ({
      origin: originOf(url),
      uses: ['script', 'connect'] as const,
    })),
    ...STRIPE_ORIGINS.map((origin) => ({ origin, uses: ['form'] as const })),
  ];
}

/** Local runs: everything (emulators, remote, Stripe stand-in) is on the loopback host. */
export function localOrigins(host: string): CspOrigin[] {
  const uses = ['script', 'connect', 'img', 'form'] as const;
  return [
    { origin: `http://${host}:*`, uses },
    { origin: `ws://${host}:*`, uses },
  ];
}

export function contentSecurityPolicy(origins: CspOrigin[], { https }: { https: boolean }): string {
  const of = (use: CspUse) => [
    ...new Set(origins.filter((o) => o.uses.includes(use)).map((o) => o.origin)),
  ];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...of('script'), ...RECAPTCHA_SCRIPTS]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', ...of('img')]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...of('connect')]],
    ['frame-src', RECAPTCHA_FRAMES],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...of('form')]],
    ['frame-ancestors', ["'none'"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`);
  return [...policy, ...(https ? ['upgrade-insecure-requests'] : [])].join('; ');
}

interface HostingHeaders {
  headers?: { headers: { key: string; value: string }[] }[];
}

/** Sets `policy` on every hosting site that sends a CSP (the apps; not the shared remote). */
export function withContentSecurityPolicy<T extends { hosting: HostingHeaders[] }>(
  firebaseJson: T,
  policy: string,
): T {
  for (const site of firebaseJson.hosting) {
    for (const rule of site.headers ?? []) {
      for (const header of rule.headers) {
        if (header.key === 'Content-Security-Policy') header.value = policy;
      }
    }
  }
  return firebaseJson;
}
