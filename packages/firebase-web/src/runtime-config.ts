/**
 * Per-environment settings read at runtime from /runtime-config.js beside each host's
 * index.html, so one build deploys to any environment (remote URL, Firebase web config).
 * It is a classic script (not JSON fetched later) because Module Federation registers the
 * remote while the host initialises, before any fetch could complete.
 */
export interface RuntimeConfig {
  /** Remote name → manifest URL, e.g. { shared_ui: 'https://ui.example/mf-manifest.json' }. */
  remotes: Record<string, string>;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    /** The default bucket: published images (swag-images/), which the image pipeline watches. */
    storageBucket: string;
    /**
     * The bucket browsers upload into (pending-uploads/<uid>/slot-<n>), a second bucket so an
     * upload never starts the image pipeline; the functions move an accepted one to the default
     * bucket. Their env names the same bucket (PENDING_UPLOADS_BUCKET).
     */
    pendingUploadsBucket: string;
    appId: string;
  };
  /** Present only for local runs: where the Firebase emulators listen. */
  emulators?: {
    auth: string;
    firestore: { host: string; port: number };
    storage: { host: string; port: number };
    functions: { host: string; port: number };
  };
  /** Base URL of the HTTP functions (hosting rewrites or the emulator's URL). */
  functionsBaseUrl: string;
  storefrontUrl: string;
  adminUrl: string;
  /** reCAPTCHA Enterprise site key for App Check; absent → App Check not initialised. */
  appCheckSiteKey?: string;
  /** Debug token for App Check in the emulator. */
  appCheckDebugToken?: string;
}

export const RUNTIME_CONFIG_GLOBAL = '__SWAGDROP_CONFIG__';

declare global {
  interface Window {
    __SWAGDROP_CONFIG__?: RuntimeConfig;
  }
}

/** The config set by /runtime-config.js; fails loudly when the file is missing. */
export function getRuntimeConfig(): RuntimeConfig {
  const config = window.__SWAGDROP_CONFIG__;
  if (!config)
    throw new Error('runtime-config.js did not load: window.__SWAGDROP_CONFIG__ is missing');
  return config;
}

/** The file a deploy writes beside index.html. */
export function runtimeConfigScript(config: RuntimeConfig): string {
  return `window.${RUNTIME_CONFIG_GLOBAL} = ${JSON.stringify(config, null, 2)};\n`;
}
