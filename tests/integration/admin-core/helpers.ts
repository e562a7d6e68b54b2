/**
 * Helpers for the admin-core integration tests: unique accounts, callable shortcuts and
 * audit lookups, all against the running emulators (Admin SDK for setup and checks only).
 */
import { randomUUID } from 'node:crypto';
import { adminDb, callCallable, createUser, idTokenFor } from '../../support/emulator';

export const PASSWORD = 'admin-core-pass-1';

export function uniqueTag(): string {
  return randomUUID().replace(/-/g, '').slice(0, 10);
}

/**
 * A signed-up account. 'unverified admin' is the look-alike: the `admin` claim on an account
 * whose email was never verified, which must have no admin power.
 */
export async function newAccount(
  kind: 'admin' | 'brand' | 'unverified admin' | 'unverified brand',
  tag = uniqueTag(),
) {
  const email = `${kind.replace(' ', '-')}-core-${tag}@example.com`;
  const claims = kind.endsWith('admin') ? { admin: true } : {};
  const uid = await createUser(email, PASSWORD, claims, {
    emailVerified: !kind.startsWith('unverified'),
  });
  return { uid, email, token: () => idTokenFor(email, PASSWORD) };
}

/** A valid saveListing listing payload (the shared listingInputSchema's input). */
export function listingPayload(overrides: Record<string, unknown> = {}) {
  return {
    title: `Core Tee ${uniqueTag()}`,
    brand_name: 'Core Brand',
    description: 'A soft tee from our developer summit, free while supplies last.',
    category: 'shirts',
    external_claim_url: 'https://brand.example.com/claim',
    image_url: 'https://images.example.com/tee.png',
    coupon_code: '',
    free_shipping: false,
    is_featured: false,
    target_scope: 'nationwide',
    target_location: null,
    ...overrides,
  };
}

export type SaveResult = { id: string; slug: string; mode: 'created' | 'updated' };

export function saveListing(token: string | undefined, data: unknown) {
  return callCallable<SaveResult>('saveListing', data, { idToken: token });
}

export async function auditFor(target: string) {
  const snap = await adminDb().collection('audit_log').where('target', '==', target).get();
  return snap.docs
    .map((d) => ({ id: d.id, ...d.data() }) as Record<string, unknown> & { id: string })
    .sort(
      (a, b) =>
        (a.created_at as { toMillis(): number }).toMillis() -
        (b.created_at as { toMillis(): number }).toMillis(),
    );
}
