import { initializeApp, type FirebaseApp } from 'firebase/app';
import { loadRuntimeConfig, type RuntimeConfig } from '../federation/runtime-config';

/**
 * The one Firebase app of each host. Each SDK (auth, firestore, storage, functions) is
 * imported lazily by its own module so a page only downloads what it uses.
 */
let appPromise: Promise<{ app: FirebaseApp; config: RuntimeConfig }> | undefined;

export function getFirebaseApp(): Promise<{ app: FirebaseApp; config: RuntimeConfig }> {
  appPromise ??= loadRuntimeConfig().then(async (config) => {
    const app = initializeApp(config.firebase);
    await initAppCheck(app, config);
    return { app, config };
  });
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
  initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(config.appCheckSiteKey),
    isTokenAutoRefreshEnabled: true,
  });
}
