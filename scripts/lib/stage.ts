import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { runtimeConfigScript } from '@swagdrop/firebase-web/runtime-config';
import { contentSecurityPolicy, localOrigins, withContentSecurityPolicy } from '../deploy/csp';
import { BUCKETS, PORTS, PORT_OFFSET, PROJECT_ID, URLS, HOST } from './local-env';

const ROOT = new URL('../..', import.meta.url).pathname;

/** Files of the repository the staged firebase config names (linked into the stage folder). */
const PROJECT_FILES = [
  'functions',
  'firestore.rules',
  'firestore.indexes.json',
  'storage.rules',
  'storage-pending.rules',
];

/**
 * Prepares a runnable local site from the production builds: copies each app's dist into
 * .local/<offset>/, writes its runtime-config.js for these ports (the same edit a deploy
 * makes), writes a firebase config with these ports and the functions' env (scripts/lib/
 * local-services.ts adds the Stripe stand-in's and MailDev's settings once they run). Returns
 * the firebase config path to pass to firebase-tools with --config.
 *
 * The stage folder is the firebase project folder of the run: firebase-tools reads
 * `.firebaserc` beside the config, and the Storage emulator takes each bucket's rules only
 * from storage targets mapped there (`{ bucket, rules }` entries it refuses, and a demo project
 * without the mapping silently gets open rules). So the folder holds a `.firebaserc` mapping
 * this project's two buckets, and links to the functions and rules files.
 */
export function stageLocalSite(): string {
  const stageDir = join(ROOT, '.local', String(PORT_OFFSET));
  rmSync(stageDir, { recursive: true, force: true });
  const runtimeConfig = {
    remotes: { shared_ui: URLS.sharedUiManifest },
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: `${PROJECT_ID}.firebaseapp.com`,
      projectId: PROJECT_ID,
      storageBucket: BUCKETS.images,
      pendingUploadsBucket: BUCKETS.pendingUploads,
      appId: `${PROJECT_ID}-web`,
    },
    emulators: {
      auth: URLS.authEmulator,
      firestore: { host: HOST, port: PORTS.firestore },
      storage: { host: HOST, port: PORTS.storage },
      functions: { host: HOST, port: PORTS.functions },
    },
    functionsBaseUrl: URLS.functions,
    storefrontUrl: URLS.storefront,
    adminUrl: URLS.admin,
  };
  for (const app of ['storefront', 'admin-console', 'shared-ui']) {
    const target = join(stageDir, app);
    mkdirSync(target, { recursive: true });
    // Rules-only runs build no app: Hosting then serves just the runtime config.
    const dist = join(ROOT, app, 'dist');
    if (existsSync(dist)) cpSync(dist, target, { recursive: true });
    if (app !== 'shared-ui') {
      writeFileSync(join(target, 'runtime-config.js'), runtimeConfigScript(runtimeConfig));
    }
  }

  const base = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  const publicDir: Record<string, string> = {
    storefront: 'storefront',
    admin: 'admin-console',
    'shared-ui': 'shared-ui',
  };
  for (const site of base.hosting) {
    site.public = publicDir[site.target] ?? site.target;
    // A site id needs no hosting target mapped in .firebaserc, for any project id.
    site.site = `${PROJECT_ID}-${site.target}`;
    delete site.target;
  }
  // Local runs serve over http from 127.0.0.1: the CSP allows that host, without the https
  // upgrade (scripts/deploy/csp.ts; a deploy writes its own origins the same way).
  withContentSecurityPolicy(base, contentSecurityPolicy(localOrigins(HOST), { https: false }));
  const e = base.emulators;
  e.hub.port = PORTS.hub;
  e.logging.port = PORTS.logging;
  e.auth.port = PORTS.auth;
  e.firestore.port = PORTS.firestore;
  e.firestore.websocketPort = PORTS.firestoreWebsocket;
  e.storage.port = PORTS.storage;
  e.functions.port = PORTS.functions;
  e.hosting.port = PORTS.storefront;
  e.eventarc.port = PORTS.eventarc;
  e.tasks.port = PORTS.tasks;
  const configPath = join(stageDir, 'firebase.json');
  writeFileSync(configPath, JSON.stringify(base, null, 2));
  for (const file of PROJECT_FILES) symlinkSync(join(ROOT, file), join(stageDir, file));
  const storageTargets = { images: [BUCKETS.images], 'pending-uploads': [BUCKETS.pendingUploads] };
  const rc = {
    projects: { default: PROJECT_ID },
    targets: { [PROJECT_ID]: { storage: storageTargets } },
  };
  writeFileSync(join(stageDir, '.firebaserc'), JSON.stringify(rc, null, 2));

  writeFunctionsEnv();
  return configPath;
}

/** Settings for the local functions: plain values and secrets. */
export interface FunctionsSettings {
  env: Record<string, string>;
  secrets: Record<string, string>;
}

/**
 * functions/.env.<projectId>, which the Functions emulator reads when it loads the functions (it
 * does not inherit this process's env): our sites' origins plus `settings`.
 */
export function writeFunctionsEnv(settings: Record<string, string> = {}): void {
  const values = {
    STOREFRONT_URL: URLS.storefront,
    ADMIN_URL: URLS.admin,
    PENDING_UPLOADS_BUCKET: BUCKETS.pendingUploads,
    ...settings,
  };
  writeFileSync(join(ROOT, 'functions', `.env.${PROJECT_ID}`), dotenv(values));
}

/**
 * The one writer of the local functions' settings (all of them at once, so no service's
 * secrets overwrite another's): plain values to `.env.<projectId>`, secrets to `.secret.local`,
 * the Functions emulator's stand-in for Secret Manager. The emulator reads `.secret.local`
 * whenever it starts a worker and passes every key in it as an environment variable, so both
 * `defineSecret` and `process.env` see them. Both files are git-ignored. `.secret.local` has one
 * fixed name, so two runs with different SWAGDROP_PORT_OFFSETs in the same checkout would
 * overwrite each other's.
 */
export function writeFunctionsSettings(...parts: FunctionsSettings[]): void {
  writeFunctionsEnv(Object.assign({}, ...parts.map((part) => part.env)));
  const secrets = Object.assign({}, ...parts.map((part) => part.secrets));
  writeFileSync(join(ROOT, 'functions', '.secret.local'), dotenv(secrets), { mode: 0o600 });
}

function dotenv(values: Record<string, string>): string {
  return [...Object.entries(values).map(([key, value]) => `${key}=${value}`), ''].join('\n');
}
