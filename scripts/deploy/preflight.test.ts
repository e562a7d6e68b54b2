// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DeployManifest } from '../../functions/src/deploy/manifest';
import { runtimeConfigScript, type RuntimeConfig } from '@swagdrop/firebase-web/runtime-config';
import { contentSecurityPolicy, deployOrigins, withContentSecurityPolicy } from './csp';
import { preflight, type DeployInputs, type FirebaseJson } from './preflight';
import { withStorageBuckets } from './storage-buckets';

const FIREBASE_JSON = new URL('../../firebase.json', import.meta.url);
const STOREFRONT = 'storefront/dist/runtime-config.js';
const ADMIN = 'admin-console/dist/runtime-config.js';
const ENV_FILE = 'functions/.env.swagdrop-prod';

const config: RuntimeConfig = {
  remotes: { shared_ui: 'https://swagdrop-prod-shared-ui.web.app/mf-manifest.json' },
  firebase: {
    apiKey: 'AIza-test',
    authDomain: 'swagdrop-prod.firebaseapp.com',
    projectId: 'swagdrop-prod',
    storageBucket: 'swagdrop-prod.appspot.com',
    pendingUploadsBucket: 'swagdrop-prod-pending-uploads',
    appId: '1:123:web:abc',
  },
  functionsBaseUrl: 'https://us-central1-swagdrop-prod.cloudfunctions.net',
  storefrontUrl: 'https://swagdrop.example',
  adminUrl: 'https://admin.swagdrop.example',
};

const manifest: DeployManifest = {
  endpoints: {
    createCheckoutSession: { secretEnvironmentVariables: [{ key: 'STRIPE_SECRET_KEY' }] },
    createSubscriptionCheckout: { secretEnvironmentVariables: [{ key: 'STRIPE_SECRET_KEY' }] },
    createBillingPortalSession: { secretEnvironmentVariables: [{ key: 'STRIPE_SECRET_KEY' }] },
    rejectAndRefundSubmission: { secretEnvironmentVariables: [{ key: 'STRIPE_SECRET_KEY' }] },
    myPayments: { secretEnvironmentVariables: [{ key: 'STRIPE_SECRET_KEY' }] },
    stripeWebhook: {
      secretEnvironmentVariables: [{ key: 'STRIPE_SECRET_KEY' }, { key: 'STRIPE_WEBHOOK_SECRET' }],
    },
    sendQueuedMail: { secretEnvironmentVariables: [{ key: 'SMTP_URL' }] },
    planCatalogue: {},
  },
};

const ENV = [
  'STOREFRONT_URL=https://swagdrop.example',
  'ADMIN_URL=https://admin.swagdrop.example',
  'STRIPE_LISTING_PRICE_ID=price_listing',
  'STRIPE_FEATURED_PRICE_ID=price_featured',
  'MAIL_FROM=SwagDrop <hello@swagdrop.example>',
  'PENDING_UPLOADS_BUCKET=swagdrop-prod-pending-uploads',
  '',
].join('\n');

/** What `npm run deploy` checks for a correctly configured project, built as it builds it. */
function goodInputs(): DeployInputs {
  const origins = deployOrigins(config);
  const firebaseJson = withStorageBuckets(
    withContentSecurityPolicy(
      JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')) as FirebaseJson & { hosting: [] },
      contentSecurityPolicy(origins, { https: true }),
    ),
    config,
  );
  return {
    projectId: 'swagdrop-prod',
    runtimeConfigs: {
      [STOREFRONT]: runtimeConfigScript(config),
      [ADMIN]: runtimeConfigScript(config),
    },
    functionsEnv: { file: ENV_FILE, text: ENV },
    manifest,
    firebaseJson,
    origins: origins.map((o) => o.origin),
  };
}

function setCsp(inputs: DeployInputs, edit: (csp: string) => string): DeployInputs {
  for (const site of inputs.firebaseJson.hosting ?? []) {
    for (const header of (site.headers ?? []).flatMap((rule) => rule.headers)) {
      if (header.key === 'Content-Security-Policy') header.value = edit(header.value);
    }
  }
  return inputs;
}

describe('deploy preflight', () => {
  it('passes a correctly configured project', () => {
    expect(preflight(goodInputs())).toEqual([]);
  });

  it('refuses a runtime config that still points at the emulators', () => {
    const local = runtimeConfigScript({
      ...config,
      emulators: {
        auth: 'https://127.0.0.1:9109',
        firestore: { host: '127.0.0.1', port: 8188 },
        storage: { host: '127.0.0.1', port: 9198 },
        functions: { host: '127.0.0.1', port: 5101 },
      },
    });
    const inputs = { ...goodInputs(), runtimeConfigs: { [STOREFRONT]: local } };
    expect(preflight(inputs)).toEqual([
      `${STOREFRONT}: still points at the emulators (emulators key)`,
    ]);
  });

  it('refuses the checked-in local runtime config (emulators and http URLs)', () => {
    const text = readFileSync(
      new URL('../../storefront/public/runtime-config.js', import.meta.url),
      'utf8',
    );
    const problems = preflight({ ...goodInputs(), runtimeConfigs: { [STOREFRONT]: text } });
    expect(problems).toContain(`${STOREFRONT}: still points at the emulators (emulators key)`);
    expect(problems).toContain(
      `${STOREFRONT}: http URL at remotes.shared_ui (http://127.0.0.1:5106/mf-manifest.json); use https`,
    );
  });

  it('refuses an http URL', () => {
    const text = runtimeConfigScript({ ...config, adminUrl: 'http://admin.swagdrop.example' });
    expect(preflight({ ...goodInputs(), runtimeConfigs: { [ADMIN]: text } })).toEqual([
      `${ADMIN}: http URL at adminUrl (http://admin.swagdrop.example); use https`,
    ]);
  });

  it('refuses a runtime config for another Firebase project', () => {
    const text = runtimeConfigScript({
      ...config,
      firebase: { ...config.firebase, projectId: 'swagdrop-staging' },
    });
    expect(preflight({ ...goodInputs(), runtimeConfigs: { [ADMIN]: text } })).toEqual([
      `${ADMIN}: firebase.projectId is swagdrop-staging, not swagdrop-prod`,
    ]);
  });

  it('refuses a missing runtime config', () => {
    expect(preflight({ ...goodInputs(), runtimeConfigs: { [ADMIN]: undefined } })).toEqual([
      `${ADMIN}: missing (run the build)`,
    ]);
  });

  it('refuses production with App Check turned off', () => {
    const text = `${ENV}ENFORCE_APP_CHECK=false\n`;
    expect(preflight({ ...goodInputs(), functionsEnv: { file: ENV_FILE, text } })).toEqual([
      `${ENV_FILE}: ENFORCE_APP_CHECK=false turns App Check off in production`,
    ]);
    // Any other value leaves it on (functions/src/config.ts), so it passes.
    const on = `${ENV}ENFORCE_APP_CHECK=FALSE\n`;
    expect(preflight({ ...goodInputs(), functionsEnv: { file: ENV_FILE, text: on } })).toEqual([]);
  });

  it('reads a runtime config as data and never runs it', () => {
    const marker = '__preflightRan';
    const text = runtimeConfigScript(config).replace(
      '= {',
      `= (globalThis.${marker} = true, process.exit(3), {`,
    );
    const problems = preflight({ ...goodInputs(), runtimeConfigs: { [STOREFRONT]: text } });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${STOREFRONT}: not a valid script`));
    expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined();
  });

  it('refuses a missing price id and a missing site URL', () => {
    const text = ENV.replace('STRIPE_FEATURED_PRICE_ID=price_featured\n', '').replace(
      'ADMIN_URL=https://admin.swagdrop.example',
      'ADMIN_URL=',
    );
    expect(preflight({ ...goodInputs(), functionsEnv: { file: ENV_FILE, text } })).toEqual([
      `${ENV_FILE}: ADMIN_URL is not set`,
      `${ENV_FILE}: STRIPE_FEATURED_PRICE_ID is not set`,
    ]);
  });

  it('refuses a missing env file with one line per setting', () => {
    const problems = preflight({
      ...goodInputs(),
      functionsEnv: { file: ENV_FILE, text: undefined },
    });
    expect(problems).toHaveLength(6);
    expect(problems).toContain(`${ENV_FILE}: PENDING_UPLOADS_BUCKET is not set`);
    expect(problems).toContain(`${ENV_FILE}: STRIPE_LISTING_PRICE_ID is not set`);
  });

  it('refuses functions pointed at the local Stripe stand-in', () => {
    const text = `${ENV}STRIPE_STANDIN_PORT=12111\n`;
    expect(preflight({ ...goodInputs(), functionsEnv: { file: ENV_FILE, text } })).toEqual([
      `${ENV_FILE}: STRIPE_STANDIN_PORT points the functions at the local Stripe stand-in`,
    ]);
  });

  it('refuses a Stripe function that does not declare its secret', () => {
    const inputs = goodInputs();
    inputs.manifest = {
      endpoints: {
        ...manifest.endpoints,
        stripeWebhook: { secretEnvironmentVariables: [{ key: 'STRIPE_SECRET_KEY' }] },
      },
    };
    expect(preflight(inputs)).toEqual([
      'functions: stripeWebhook does not declare the secret STRIPE_WEBHOOK_SECRET',
    ]);
  });

  it('refuses a deploy without the sender address', () => {
    const text = ENV.replace('MAIL_FROM=SwagDrop <hello@swagdrop.example>\n', 'MAIL_FROM=\n');
    expect(preflight({ ...goodInputs(), functionsEnv: { file: ENV_FILE, text } })).toEqual([
      `${ENV_FILE}: MAIL_FROM is not set`,
    ]);
  });

  it('refuses a mail sender that does not declare the SMTP secret, or is not exported', () => {
    const inputs = goodInputs();
    inputs.manifest = { endpoints: { ...manifest.endpoints, sendQueuedMail: {} } };
    expect(preflight(inputs)).toEqual([
      'functions: sendQueuedMail does not declare the secret SMTP_URL',
    ]);
    const { sendQueuedMail: _sender, ...others } = manifest.endpoints;
    inputs.manifest = { endpoints: others };
    expect(preflight(inputs)).toEqual(['functions: sendQueuedMail is not exported']);
  });

  it('refuses a wildcard CSP host', () => {
    const inputs = setCsp(goodInputs(), (csp) =>
      csp.replace("connect-src 'self'", "connect-src 'self' https://*.googleapis.com"),
    );
    expect(preflight(inputs)).toEqual([
      'firebase.json hosting storefront CSP connect-src: wildcard source https://*.googleapis.com',
      'firebase.json hosting admin CSP connect-src: wildcard source https://*.googleapis.com',
    ]);
  });

  it("refuses a CSP that names a host that is not this project's", () => {
    const inputs = setCsp(goodInputs(), (csp) =>
      csp.replace("script-src 'self'", "script-src 'self' https://swagdrop-shared-ui.web.app"),
    );
    expect(preflight(inputs)).toContain(
      "firebase.json hosting storefront CSP script-src: https://swagdrop-shared-ui.web.app is not one of this project's origins",
    );
  });

  it('refuses a local secret file that the functions deploy would pack', () => {
    const inputs = goodInputs();
    const codebase = inputs.firebaseJson.functions![0]!;
    codebase.ignore = codebase.ignore!.filter((pattern) => pattern !== '.secret.local');
    expect(preflight(inputs)).toEqual([
      'firebase.json functions (functions): .secret.local is not in "ignore" and would be deployed',
    ]);
    codebase.ignore.push('**/.*');
    expect(preflight(inputs)).toEqual([]);
  });

  it('deploys the rules of both buckets by the names the runtime config gives', () => {
    expect(goodInputs().firebaseJson.storage).toEqual([
      { bucket: 'swagdrop-prod.appspot.com', rules: 'storage.rules' },
      { bucket: 'swagdrop-prod-pending-uploads', rules: 'storage-pending.rules' },
    ]);
  });

  it('refuses production without a pending uploads bucket', () => {
    const { pendingUploadsBucket: _pending, ...firebase } = config.firebase;
    const text = runtimeConfigScript({ ...config, firebase } as RuntimeConfig);
    const inputs = goodInputs();
    inputs.runtimeConfigs = { [STOREFRONT]: text, [ADMIN]: text };
    const env = ENV.replace('PENDING_UPLOADS_BUCKET=swagdrop-prod-pending-uploads\n', '');
    inputs.functionsEnv = { file: ENV_FILE, text: env };
    expect(preflight(inputs)).toEqual([
      `${ENV_FILE}: PENDING_UPLOADS_BUCKET is not set`,
      'runtime config: firebase.pendingUploadsBucket is not set (the pending uploads bucket)',
    ]);
  });

  it('refuses a pending uploads bucket that is the default bucket', () => {
    const firebase = { ...config.firebase, pendingUploadsBucket: config.firebase.storageBucket };
    const text = runtimeConfigScript({ ...config, firebase });
    const inputs = goodInputs();
    inputs.runtimeConfigs = { [STOREFRONT]: text, [ADMIN]: text };
    expect(preflight(inputs)).toEqual([
      'runtime config: firebase.pendingUploadsBucket is the default bucket; every upload would start the image pipeline',
    ]);
  });

  it('refuses functions that clean another pending bucket than the apps upload into', () => {
    const text = ENV.replace('=swagdrop-prod-pending-uploads', '=swagdrop-staging-pending-uploads');
    expect(preflight({ ...goodInputs(), functionsEnv: { file: ENV_FILE, text } })).toEqual([
      "functions: PENDING_UPLOADS_BUCKET is swagdrop-staging-pending-uploads, not the apps' swagdrop-prod-pending-uploads",
    ]);
  });

  it('refuses a firebase config without rules for the pending uploads bucket', () => {
    const inputs = goodInputs();
    inputs.firebaseJson.storage = [{ bucket: 'swagdrop-prod.appspot.com', rules: 'storage.rules' }];
    expect(preflight(inputs)).toEqual([
      'firebase.json storage: no rules for the bucket swagdrop-prod-pending-uploads',
    ]);
  });

  it('keeps firebase.json on the generated policy (no origins until a deploy writes them)', () => {
    const json = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')) as FirebaseJson;
    const policies = (json.hosting ?? [])
      .flatMap((site) => (site.headers ?? []).flatMap((rule) => rule.headers))
      .filter((header) => header.key === 'Content-Security-Policy')
      .map((header) => header.value);
    expect(policies).toEqual([
      contentSecurityPolicy([], { https: true }),
      contentSecurityPolicy([], { https: true }),
    ]);
  });
});
