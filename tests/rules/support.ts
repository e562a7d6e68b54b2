/**
 * Shared setup of the rules suites: one RulesTestEnvironment per test file (firestore.rules and
 * both buckets' storage rules read from the repo), the four roles, seeding with rules disabled, and clean-up
 * of exactly the documents/objects a file created (other suites may share the emulators, so
 * nothing is cleared wholesale).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  setDoc,
  setLogLevel,
  Timestamp,
  type Firestore,
} from 'firebase/firestore';
import {
  deleteObject,
  ref,
  uploadBytes,
  type FirebaseStorage,
  type UploadMetadata,
} from 'firebase/storage';
import { afterAll, beforeAll } from 'vitest';
import { PENDING_UPLOAD_FOLDER } from '@swagdrop/model';
import { BUCKETS, HOST, PORTS, PROJECT_ID } from '../../scripts/lib/local-env';

// Denied writes are the point of most tests; keep the SDK from logging each one as a warning.
setLogLevel('silent');

/**
 * The repo's rules files. RULES_SOURCE_DIR points at a directory with modified copies instead:
 * it lets a mutation check break a rule without touching the repo's files, which other
 * engineers' running emulators watch and hot-reload.
 */
const rulesFile = (name: string): string =>
  readFileSync(
    process.env.RULES_SOURCE_DIR
      ? join(process.env.RULES_SOURCE_DIR, name)
      : new URL(`../../${name}`, import.meta.url),
    'utf8',
  );

export type BucketKey = keyof typeof BUCKETS;

/** The bucket an object path of the tests belongs to: pending uploads, or published images. */
export const bucketOfPath = (path: string): BucketKey =>
  path.startsWith(`${PENDING_UPLOAD_FOLDER}/`) ? 'pendingUploads' : 'images';

/**
 * Each bucket's own rules, as the staged firebase config maps them (scripts/lib/stage.ts). The
 * test library would load one file for every bucket, so this calls the emulator's own endpoint
 * with both, each naming its bucket; a bucket without rules refuses every request.
 */
async function loadStorageRules(): Promise<void> {
  const files = [
    { resource: BUCKETS.images, name: 'storage.rules', content: rulesFile('storage.rules') },
    {
      resource: BUCKETS.pendingUploads,
      name: 'storage-pending.rules',
      content: rulesFile('storage-pending.rules'),
    },
  ];
  const res = await fetch(`http://${HOST}:${PORTS.storage}/internal/setRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files } }),
  });
  if (!res.ok) throw new Error(`storage rules: HTTP ${res.status} ${await res.text()}`);
}

let envPromise: Promise<RulesTestEnvironment> | undefined;

/** The file's test environment, created on first use and cleaned up after the file. */
export function testEnv(): Promise<RulesTestEnvironment> {
  envPromise ??= (async () => {
    const env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { host: HOST, port: PORTS.firestore, rules: rulesFile('firestore.rules') },
      storage: { host: HOST, port: PORTS.storage },
    });
    await loadStorageRules();
    return env;
  })();
  return envPromise;
}

export const ROLES = ['visitor', 'brand', 'other brand', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const BRAND_UID = 'brand-a';
export const OTHER_BRAND_UID = 'brand-b';
export const ADMIN_UID = 'admin-1';

/** A browser context for a role; `claims` adds (forged) token fields for negative tests. */
export async function contextFor(
  role: Role,
  claims: Record<string, unknown> = {},
): Promise<RulesTestContext> {
  const env = await testEnv();
  switch (role) {
    case 'visitor':
      return env.unauthenticatedContext();
    case 'brand':
      return env.authenticatedContext(BRAND_UID, { email: 'brand-a@example.com', ...claims });
    case 'other brand':
      return env.authenticatedContext(OTHER_BRAND_UID, { email: 'brand-b@example.com', ...claims });
    case 'admin':
      return env.authenticatedContext(ADMIN_UID, {
        email: 'admin@swagdrop.app',
        email_verified: true,
        admin: true,
        ...claims,
      });
  }
}

/** The context's Firestore as the modular SDK type (the test library hands out compat objects). */
export const firestoreOf = (ctx: RulesTestContext): Firestore =>
  ctx.firestore() as unknown as Firestore;

/** The context's client of one bucket (the default bucket, published images, unless named). */
export const storageOf = (ctx: RulesTestContext, bucket: BucketKey = 'images'): FirebaseStorage =>
  ctx.storage(`gs://${BUCKETS[bucket]}`) as unknown as FirebaseStorage;

export async function dbAs(role: Role, claims?: Record<string, unknown>): Promise<Firestore> {
  return firestoreOf(await contextFor(role, claims));
}

export async function storageAs(role: Role, bucket: BucketKey = 'images') {
  return storageOf(await contextFor(role), bucket);
}

/** Unique per run, so parallel runs and other suites never collide on ids. */
export const RUN_ID = `rt${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let counter = 0;
export const uniqueId = (label: string): string => `${RUN_ID}-${label}-${(counter += 1)}`;

/** A fixed past time, for realistic seeded documents and forged client timestamps. */
export const PAST = Timestamp.fromDate(new Date('2025-03-14T09:30:00Z'));

const touchedDocs = new Set<string>();
const touchedObjects = new Set<string>();

/** Remembers a path so the file's afterAll deletes it (for documents browsers create). */
export const trackDoc = (path: string): void => void touchedDocs.add(path);
/** Remembers an object (of its path's bucket unless named) so the file's afterAll deletes it. */
export const trackObject = (path: string, bucket: BucketKey = bucketOfPath(path)): void =>
  void touchedObjects.add(JSON.stringify([bucket, path]));

/** Writes a document with rules disabled (server powers). */
export async function seedDoc(path: string, data: Record<string, unknown>): Promise<void> {
  trackDoc(path);
  const env = await testEnv();
  await env.withSecurityRulesDisabled((ctx) => setDoc(doc(firestoreOf(ctx), path), data));
}

/** Deletes a document with rules disabled (so a create test starts from nothing). */
export async function removeDoc(path: string): Promise<void> {
  const env = await testEnv();
  await env.withSecurityRulesDisabled((ctx) => deleteDoc(doc(firestoreOf(ctx), path)));
}

/** A real 1x1 transparent PNG. */
export const TINY_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
);

export const IMAGE_METADATA: UploadMetadata = {
  contentType: 'image/png',
  cacheControl: 'public, max-age=3600',
};

/** `<timestamp>-<random>.<ext>` as the upload helper names files. */
export function imageName(ext = 'png'): string {
  const random = Math.random().toString(36).slice(2, 12).padEnd(8, '0');
  return `${Date.now()}${String((counter += 1) % 1000).padStart(3, '0')}-${random}.${ext}`;
}

/** Uploads an object with rules disabled (into its path's bucket unless named). */
export async function seedObject(
  path: string,
  bucket: BucketKey = bucketOfPath(path),
  bytes: Uint8Array = TINY_PNG,
): Promise<void> {
  trackObject(path, bucket);
  const env = await testEnv();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await uploadBytes(ref(storageOf(ctx, bucket), path), bytes, IMAGE_METADATA);
  });
}

/** Deletes an object with rules disabled, if it exists (so a create test starts from nothing). */
export async function removeObject(
  path: string,
  bucket: BucketKey = bucketOfPath(path),
): Promise<void> {
  const env = await testEnv();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await deleteObject(ref(storageOf(ctx, bucket), path)).catch(() => undefined);
  });
}

// Loading the rules and opening the first connection can take a while on a busy machine; do it
// before the first test so that it does not count against a test's timeout.
beforeAll(async () => {
  const env = await testEnv();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await getDoc(doc(firestoreOf(ctx), 'warmup/ping'));
  });
}, 120_000);

afterAll(async () => {
  if (!envPromise) return;
  const env = await envPromise;
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = firestoreOf(ctx);
    await Promise.all([...touchedDocs].map((path) => deleteDoc(doc(db, path))));
    if (touchedObjects.size === 0) return;
    await Promise.all(
      [...touchedObjects].map((key) => {
        const [bucket, path] = JSON.parse(key) as [BucketKey, string];
        return deleteObject(ref(storageOf(ctx, bucket), path)).catch(() => undefined);
      }),
    );
  });
  await env.cleanup();
}, 120_000);
