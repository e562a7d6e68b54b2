import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Every local address and id in one place. SWAGDROP_PORT_OFFSET shifts all ports (and the demo
 * project id) so two emulator suites can run side by side on one machine.
 */
export const PORT_OFFSET = Number(process.env.SWAGDROP_PORT_OFFSET ?? '0');
const p = (base: number) => base + PORT_OFFSET;

export const PROJECT_ID = PORT_OFFSET ? `demo-swagdrop-${PORT_OFFSET}` : 'demo-swagdrop';
export const HOST = '127.0.0.1';

/**
 * The one name rule of the bucket browsers upload into (pending uploads; README "Storage"), for
 * projects run locally. A deployment names its own bucket in its runtime config and functions
 * env (scripts/deploy); the default bucket keeps the published images.
 */
export const pendingUploadsBucketOf = (projectId: string): string => `${projectId}-pending-uploads`;

/** The local project's two Storage buckets. */
export const BUCKETS = {
  images: `${PROJECT_ID}.appspot.com`,
  pendingUploads: pendingUploadsBucketOf(PROJECT_ID),
} as const;

export const PORTS = {
  hub: p(4410),
  logging: p(4510),
  auth: p(9109),
  firestore: p(8188),
  firestoreWebsocket: p(9160),
  storage: p(9198),
  functions: p(5101),
  eventarc: p(9299),
  tasks: p(9499),
  /** firebase-tools serves hosting sites at P, P+5, P+6 in firebase.json order. */
  storefront: p(5100),
  admin: p(5105),
  sharedUi: p(5106),
  stripe: p(12111),
  /** MailDev (scripts/lib/local-mail.ts): the SMTP catcher and its web inbox + REST API. */
  mailSmtp: p(11025),
  mailWeb: p(11080),
} as const;

export const URLS = {
  storefront: `http://${HOST}:${PORTS.storefront}`,
  admin: `http://${HOST}:${PORTS.admin}`,
  sharedUiManifest: `http://${HOST}:${PORTS.sharedUi}/mf-manifest.json`,
  functions: `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1`,
  stripe: `http://${HOST}:${PORTS.stripe}`,
  authEmulator: `http://${HOST}:${PORTS.auth}`,
  mailInbox: `http://${HOST}:${PORTS.mailWeb}`,
} as const;

/**
 * The webhook endpoint's signing secret, random per run (scripts/lib/local-stripe.ts); the
 * parent passes it to test processes under this name so tests can sign deliveries themselves.
 */
export const WEBHOOK_SECRET_ENV = 'SWAGDROP_TEST_STRIPE_WEBHOOK_SECRET';

/**
 * The directory caches' full check under `npm test` (production: 15 minutes), so a test sees a
 * missed change healed; the functions get it as DIRECTORY_FULL_CHECK_MS.
 */
export const TEST_DIRECTORY_FULL_CHECK_MS = 20_000;

export const EMULATOR_ENV = {
  FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
  FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${PORTS.storage}`,
  GCLOUD_PROJECT: PROJECT_ID,
} as const;

/**
 * Environment for processes that launch firebase-tools: offline-friendly, and a temp folder
 * of this suite's own — the Storage emulator deletes `$TMPDIR/firebase/storage` when it stops,
 * which would pull files from under any other suite running on the machine.
 */
export function emulatorProcessEnv(): NodeJS.ProcessEnv {
  const tmp = join(tmpdir(), `swagdrop-emulators-${PORT_OFFSET}`);
  mkdirSync(tmp, { recursive: true });
  return {
    ...process.env,
    NO_UPDATE_NOTIFIER: '1',
    npm_config_offline: 'true',
    METADATA_SERVER_DETECTION: 'none',
    FORCE_COLOR: '0',
    TMPDIR: tmp,
    // The Functions emulator drops a worker that takes over 30 s (its default) to start, and
    // the request fails with "Failed to load function"; on a busy machine start-up takes longer.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
  };
}
