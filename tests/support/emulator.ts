/**
 * Test helpers that talk to the running emulator suite with the Admin SDK (server powers),
 * for seeding and for checking what really got stored. Browser-side code under test never
 * uses these.
 */
import { request } from 'node:http';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { BUCKETS, EMULATOR_ENV, HOST, PORTS, PROJECT_ID, URLS } from '../../scripts/lib/local-env';
import { DIRECTORY_META_PATH } from '@swagdrop/model';

Object.assign(process.env, EMULATOR_ENV);

let app: App | undefined;
function adminApp(): App {
  app ??= getApps()[0] ?? initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKETS.images });
  return app;
}

export const adminDb = (): Firestore => getFirestore(adminApp());
export const adminAuth = () => getAuth(adminApp());
export const adminStorage = () => getStorage(adminApp());
/** The default bucket: published images and their variants. */
export const adminBucket = () => getStorage(adminApp()).bucket();
/** The bucket browsers upload into (storage-pending.rules). */
export const adminPendingBucket = () => getStorage(adminApp()).bucket(BUCKETS.pendingUploads);
/** directory/meta: the directory's version and listing count. */
export const directoryMetaDoc = () =>
  adminDb().collection(DIRECTORY_META_PATH.collection).doc(DIRECTORY_META_PATH.doc);
export { BUCKETS, PROJECT_ID, URLS, PORTS, HOST, Timestamp };

/**
 * Deletes every document (the emulator's reset endpoint). Through node:http, which waits as
 * long as the emulator takes: after the bench's 100,000 claims the reset once took longer than
 * fetch's fixed 300 s headers timeout.
 */
export function clearFirestore(): Promise<void> {
  const path = `/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  return new Promise((resolve, reject) => {
    const req = request({ host: HOST, port: PORTS.firestore, path, method: 'DELETE' }, (res) => {
      res.resume();
      const status = res.statusCode ?? 0;
      res.on('end', () =>
        status >= 200 && status < 300
          ? resolve()
          : reject(new Error(`clearFirestore: HTTP ${status}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Deletes every Auth user. */
export async function clearAuth(): Promise<void> {
  const url = `http://${HOST}:${PORTS.auth}/emulator/v1/projects/${PROJECT_ID}/accounts`;
  const res = await fetch(url, { method: 'DELETE' });
  if (!res.ok) throw new Error(`clearAuth: HTTP ${res.status}`);
}

/**
 * Creates (or resets) an email/password account with `claims`. Accounts are verified by
 * default, as admin power needs a verified email (shared-ui hasAdminPower); pass
 * `{ emailVerified: false }` for a fresh, unconfirmed sign-up.
 */
export async function createUser(
  email: string,
  password: string,
  claims: Record<string, unknown> = {},
  { emailVerified = true }: { emailVerified?: boolean } = {},
): Promise<string> {
  const auth = adminAuth();
  const existing = await auth.getUserByEmail(email).catch(() => null);
  const user = existing ?? (await auth.createUser({ email, password, emailVerified }));
  if (existing) await auth.updateUser(user.uid, { password, emailVerified });
  await auth.setCustomUserClaims(user.uid, Object.keys(claims).length ? claims : null);
  return user.uid;
}

/** Signs in against the Auth emulator's REST API and returns an ID token (for HTTP calls). */
export async function idTokenFor(email: string, password: string): Promise<string> {
  const res = await fetch(
    `http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in failed: ${body.error?.message}`);
  return body.idToken;
}

/** Calls a callable function the way the Firebase SDK does ({data} in, {result}|{error} out). */
export async function callCallable<T = unknown>(
  name: string,
  data: unknown,
  opts: { idToken?: string; ip?: string } = {},
): Promise<{ status: number; result?: T; error?: { status: string; message: string } }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.idToken) headers.authorization = `Bearer ${opts.idToken}`;
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  const res = await fetch(`${URLS.functions}/${name}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ data }),
  });
  const body = (await res.json()) as { result?: T; error?: { status: string; message: string } };
  return { status: res.status, ...body };
}

export interface SeedListing {
  slug: string;
  title: string;
  description: string;
  image_url: string;
  brand_name: string;
  category: string;
  external_claim_url: string;
  coupon_code: string | null;
  free_shipping: boolean;
  is_featured: boolean;
  target_scope: 'local' | 'nationwide';
  target_location: string | null;
}

let seq = 0;
/** Writes a listing with server powers; unspecified fields get realistic defaults. */
export async function seedListing(
  overrides: Partial<SeedListing> & { created_at?: Date } = {},
): Promise<string> {
  seq += 1;
  const title = overrides.title ?? `Test Swag Item ${seq}`;
  const data = {
    slug:
      overrides.slug ??
      `${title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}-${Date.now().toString(36)}${seq}`,
    title,
    description: 'A comfortable cotton tee from our last conference, free while supplies last.',
    image_url: `${URLS.storefront}/favicon.svg`,
    brand_name: 'Acme Test Co',
    category: 'shirts',
    external_claim_url: 'https://example.com/claim',
    coupon_code: null,
    free_shipping: false,
    is_featured: false,
    target_scope: 'nationwide' as const,
    target_location: null,
    ...overrides,
    created_at: Timestamp.fromDate(overrides.created_at ?? new Date()),
    updated_at: Timestamp.now(),
  };
  const ref = await adminDb().collection('swag_listings').add(data);
  return ref.id;
}
