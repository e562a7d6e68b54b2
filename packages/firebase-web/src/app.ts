import type { FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';
import { getRuntimeConfig, type RuntimeConfig } from './runtime-config';
import { APP_CHECK_HEADER } from '@swagdrop/model/constants';

/**
 * The one Firebase app of each host. The app SDK and each product SDK (auth, firestore,
 * storage, functions) are imported on first use, so a page that imports this layer but never
 * calls it (home: the footer's newsletter form, the header's auth state) downloads none.
 *
 * Every import() of an SDK here and in the apps names the functions it takes, destructured at
 * the import itself (`const { a } = await import(…)` or `.then(({ a }) => …)`): the bundler
 * then keeps only those. An import() whose namespace escapes, e.g. straight into Promise.all,
 * keeps the whole SDK (Firestore: ~40 KB gzip more on /swag). ESLint refuses that form.
 */
let appPromise: Promise<{ app: FirebaseApp; config: RuntimeConfig }> | undefined;
let appCheck: AppCheck | undefined;

export function getFirebaseApp(): Promise<{ app: FirebaseApp; config: RuntimeConfig }> {
  appPromise ??= import('firebase/app').then(async ({ initializeApp }) => {
    const config = getRuntimeConfig();
    const app = initializeApp(config.firebase);
    await initAppCheck(app, config);
    return { app, config };
  });
  return appPromise;
}

/**
 * A product's client (auth, firestore, storage, functions): made by `make` on the first call,
 * once the app and the SDK functions `load` takes have loaded, then shared.
 */
export function lazyClient<Sdk, Client>(
  load: () => Promise<Sdk>,
  make: (sdk: Sdk, app: FirebaseApp, config: RuntimeConfig) => Client,
): () => Promise<Client> {
  let client: Promise<Client> | undefined;
  return () => {
    client ??= Promise.all([load(), getFirebaseApp()]).then(([sdk, { app, config }]) =>
      make(sdk, app, config),
    );
    return client;
  };
}

/**
 * App Check: reCAPTCHA Enterprise in production (site key from runtime config), the debug
 * provider against the emulators. The functions enforce it in production only.
 */
async function initAppCheck(app: FirebaseApp, config: RuntimeConfig): Promise<void> {
  if (!config.appCheckSiteKey) return;
  if (config.emulators) {
    (
      self as unknown as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string | boolean }
    ).FIREBASE_APPCHECK_DEBUG_TOKEN = config.appCheckDebugToken ?? true;
  }
  const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
  appCheck = initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(config.appCheckSiteKey),
    isTokenAutoRefreshEnabled: true,
  });
}

/**
 * Headers for our plain HTTP functions (checkout, CSV export): callables attach the App Check
 * token themselves, fetch() does not. Empty when App Check is not configured.
 */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  await getFirebaseApp();
  if (!appCheck) return {};
  const { getToken } = await import('firebase/app-check');
  const { token } = await getToken(appCheck, false);
  return { [APP_CHECK_HEADER]: token };
}
