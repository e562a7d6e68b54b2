import type { FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';
import { loadRuntimeConfig, type RuntimeConfig } from '../federation/runtime-config';
import { APP_CHECK_HEADER } from '../model/constants';

/**
 * The one Firebase app of each host. The app SDK and each product SDK (auth, firestore,
 * storage, functions) are imported on first use, so a page that imports this layer but never
 * calls it (home: the footer's newsletter form, the header's auth state) downloads none.
 */
let appPromise: Promise<{ app: FirebaseApp; config: RuntimeConfig }> | undefined;
let appCheck: AppCheck | undefined;

export function getFirebaseApp(): Promise<{ app: FirebaseApp; config: RuntimeConfig }> {
  appPromise ??= Promise.all([loadRuntimeConfig(), import('firebase/app')]).then(
    async ([config, sdk]) => {
      const app = sdk.initializeApp(config.firebase);
      await initAppCheck(app, config);
      return { app, config };
    },
  );
  return appPromise;
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
