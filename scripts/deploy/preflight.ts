import {
  EXPECTED_SECRETS,
  secretsOf,
  type DeployManifest,
} from '../../functions/src/deploy/manifest';
import type { RuntimeConfig } from '@swagdrop/firebase-web/runtime-config';
import { RECAPTCHA_SCRIPTS } from './csp';
import { readConfigLiteral } from './read-config-literal';
import { storageProblems, type StorageRulesEntry } from './storage-buckets';

/**
 * Checks what `npm run deploy` is about to ship, as pure functions over file contents: each
 * returns one line per problem (empty when fine). scripts/deploy/index.ts reads the files.
 */

export const REQUIRED_FUNCTIONS_ENV = [
  'STOREFRONT_URL',
  'ADMIN_URL',
  'STRIPE_LISTING_PRICE_ID',
  'STRIPE_FEATURED_PRICE_ID',
  'MAIL_FROM',
  'PENDING_UPLOADS_BUCKET',
];
/** Local secret files in functions/ that must never be packed into a deploy. */
export const LOCAL_SECRET_FILES = ['.secret.local', '.env.local'];

/**
 * Reads a runtime-config.js (a classic script setting a global) as data, never running it
 * (read-config-literal.ts).
 */
export function parseRuntimeConfig(text: string): RuntimeConfig | undefined {
  const { name, value } = readConfigLiteral(text);
  if (name !== '__SWAGDROP_CONFIG__' || !value || typeof value !== 'object') return undefined;
  return value as RuntimeConfig;
}

function httpUrls(value: unknown, path: string): string[] {
  if (typeof value === 'string') return value.startsWith('http:') ? [`${path} (${value})`] : [];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => httpUrls(v, path ? `${path}.${key}` : key));
  }
  return [];
}

export function runtimeConfigProblems(
  file: string,
  text: string | undefined,
  projectId: string,
): string[] {
  if (text === undefined) return [`${file}: missing (run the build)`];
  let config: RuntimeConfig | undefined;
  try {
    config = parseRuntimeConfig(text);
  } catch (error) {
    return [`${file}: not a valid script (${(error as Error).message})`];
  }
  if (!config) return [`${file}: does not set window.__SWAGDROP_CONFIG__`];
  return [
    ...('emulators' in config ? [`${file}: still points at the emulators (emulators key)`] : []),
    ...(config.firebase?.projectId === projectId
      ? []
      : [`${file}: firebase.projectId is ${config.firebase?.projectId}, not ${projectId}`]),
    ...httpUrls(config, '').map((where) => `${file}: http URL at ${where}; use https`),
  ];
}

export function parseDotenv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) values[match[1]!] = match[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

export function functionsEnvProblems(file: string, text: string | undefined): string[] {
  const env = parseDotenv(text ?? '');
  return [
    ...REQUIRED_FUNCTIONS_ENV.filter((name) => !env[name]).map(
      (name) => `${file}: ${name} is not set`,
    ),
    ...['STOREFRONT_URL', 'ADMIN_URL']
      .filter((name) => env[name] && !env[name].startsWith('https://'))
      .map((name) => `${file}: ${name} must be an https URL (is ${env[name]})`),
    // Enforcement is on unless exactly 'false' (functions/src/config.ts); production keeps it on.
    ...(env.ENFORCE_APP_CHECK === 'false'
      ? [`${file}: ENFORCE_APP_CHECK=false turns App Check off in production`]
      : []),
    ...('STRIPE_STANDIN_PORT' in env
      ? [`${file}: STRIPE_STANDIN_PORT points the functions at the local Stripe stand-in`]
      : []),
  ];
}

export function secretProblems(manifest: DeployManifest): string[] {
  return Object.entries(EXPECTED_SECRETS).flatMap(([name, secrets]) => {
    if (!manifest.endpoints[name]) return [`functions: ${name} is not exported`];
    const declared = secretsOf(manifest, name);
    return secrets
      .filter((secret) => !declared.includes(secret))
      .map((secret) => `functions: ${name} does not declare the secret ${secret}`);
  });
}

export interface FirebaseJson {
  hosting?: {
    target?: string;
    headers?: { headers: { key: string; value: string }[] }[];
  }[];
  functions?: { source?: string; ignore?: string[] }[];
  storage?: StorageRulesEntry[];
}

/**
 * connect-src and script-src may name only 'self', this project's origins (`allowed`) and the
 * fixed third parties the generator adds: no wildcard host, no bare scheme, no placeholder.
 */
export function cspProblems(
  firebaseJson: FirebaseJson,
  allowed: readonly string[],
  fixed: readonly string[],
): string[] {
  const ok = new Set([...allowed, ...fixed]);
  return (firebaseJson.hosting ?? []).flatMap((site) =>
    (site.headers ?? [])
      .flatMap((rule) => rule.headers)
      .filter((header) => header.key === 'Content-Security-Policy')
      .flatMap((header) =>
        header.value.split(';').flatMap((directive) => {
          const [name, ...sources] = directive.trim().split(/\s+/);
          if (name !== 'connect-src' && name !== 'script-src') return [];
          const where = `firebase.json hosting ${site.target ?? '?'} CSP ${name}`;
          return sources
            .filter((source) => !source.startsWith("'"))
            .flatMap((source) => {
              if (source.includes('*') || /^[a-z]+:$/.test(source)) {
                return [`${where}: wildcard source ${source}`];
              }
              return ok.has(source)
                ? []
                : [`${where}: ${source} is not one of this project's origins`];
            });
        }),
      ),
  );
}

/** firebase.json ignore globs: `**` any folders, `*` and `?` within one name. */
export function matchesIgnoreGlob(file: string, pattern: string): boolean {
  const regex = pattern
    .split(/(\*\*\/?|\*|\?)/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      if (part === '?') return '[^/]';
      return part.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${regex}$`).test(file);
}

/** Each functions codebase must ignore the local secret files, or a deploy uploads them. */
export function functionsIgnoreProblems(firebaseJson: FirebaseJson): string[] {
  return (firebaseJson.functions ?? []).flatMap((codebase) =>
    LOCAL_SECRET_FILES.filter(
      (file) => !(codebase.ignore ?? []).some((pattern) => matchesIgnoreGlob(file, pattern)),
    ).map(
      (file) =>
        `firebase.json functions (${codebase.source ?? '?'}): ${file} is not in "ignore" and would be deployed`,
    ),
  );
}

export interface DeployInputs {
  projectId: string;
  /** `functions/.env.<project-id>`'s text (undefined: no such file). */
  functionsEnv: { file: string; text: string | undefined };
  /** Each host's runtime-config.js by path (undefined: not built). */
  runtimeConfigs: Record<string, string | undefined>;
  manifest: DeployManifest;
  /** The firebase config about to be deployed. */
  firebaseJson: FirebaseJson;
  /** This project's origins (scripts/deploy/csp.ts `deployOrigins`). */
  origins: readonly string[];
}

/** The first runtime config that reads as one (the others are checked on their own). */
export function firstRuntimeConfig(
  texts: Record<string, string | undefined>,
): RuntimeConfig | undefined {
  for (const text of Object.values(texts)) {
    try {
      const config = text === undefined ? undefined : parseRuntimeConfig(text);
      if (config) return config;
    } catch {
      // reported by runtimeConfigProblems
    }
  }
  return undefined;
}

/** Every problem, one line each; an empty list means the deploy may go ahead. */
export function preflight(inputs: DeployInputs): string[] {
  const functionsEnv = parseDotenv(inputs.functionsEnv.text ?? '');
  return [
    ...Object.entries(inputs.runtimeConfigs).flatMap(([file, text]) =>
      runtimeConfigProblems(file, text, inputs.projectId),
    ),
    ...functionsEnvProblems(inputs.functionsEnv.file, inputs.functionsEnv.text),
    ...secretProblems(inputs.manifest),
    ...cspProblems(inputs.firebaseJson, inputs.origins, RECAPTCHA_SCRIPTS),
    ...functionsIgnoreProblems(inputs.firebaseJson),
    ...storageProblems(
      inputs.firebaseJson.storage,
      firstRuntimeConfig(inputs.runtimeConfigs),
      functionsEnv.PENDING_UPLOADS_BUCKET,
    ),
  ];
}
