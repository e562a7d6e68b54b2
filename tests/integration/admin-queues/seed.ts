/**
 * Seeding and calling helpers for the moderation-queue tests (integration and e2e). Every
 * helper writes with server powers (Admin SDK) and unique data, so files can run in parallel.
 */
import { randomUUID } from 'node:crypto';
import { claimSearchKeywords } from '@swagdrop/model';
import type { DocumentReference } from 'firebase-admin/firestore';
import { adminDb, createUser, idTokenFor, Timestamp, URLS } from '../../support/emulator';

/** A short lowercase tag that is its own search word ("q" + hex: starts with a letter). */
export function uniqueTag(): string {
  return `q${randomUUID().replace(/-/g, '').slice(0, 10)}`;
}

export const PASSWORD = 'correct-horse-9';

/** An admin; `{ emailVerified: false }` makes the powerless look-alike (claim, no verification). */
export async function newAdmin(tag = uniqueTag(), { emailVerified = true } = {}) {
  const email = `admin-${tag}@example.com`;
  const uid = await createUser(email, PASSWORD, { admin: true }, { emailVerified });
  return { uid, email, password: PASSWORD, token: () => idTokenFor(email, PASSWORD) };
}

export async function newBrand(tag = uniqueTag()) {
  const email = `brand-${tag}@example.com`;
  const uid = await createUser(email, PASSWORD);
  return { uid, email, password: PASSWORD, token: () => idTokenFor(email, PASSWORD) };
}

export interface SeedSubmission {
  title: string;
  description: string;
  image_url: string;
  brand_name: string;
  category: string;
  external_url: string;
  coupon_code: string | null;
  free_shipping: boolean;
  target_scope: 'local' | 'nationwide';
  target_location: string | null;
  /** What createSubmission stored with the location (absent in submissions made before). */
  target_place?: Record<string, unknown> | null;
  contact_email: string;
  status: string;
  payment_status: string;
  user_id: string | null;
}

/** A submission as createSubmission stores it (status pending, unpaid unless overridden). */
export async function seedSubmission(
  overrides: Partial<SeedSubmission> & { created_at?: Date } = {},
): Promise<string> {
  const tag = uniqueTag();
  const { created_at, ...fields } = overrides;
  const ref = await adminDb()
    .collection('submissions')
    .add({
      title: `Submitted Tee ${tag}`,
      description: 'Soft conference tee, free while supplies last.',
      image_url: `${URLS.storefront}/favicon.svg`,
      brand_name: `Brand ${tag}`,
      category: 'shirts',
      external_url: 'https://brand.example.com/claim',
      coupon_code: null,
      free_shipping: false,
      target_scope: 'nationwide',
      target_location: null,
      contact_email: `owner-${tag}@example.com`,
      status: 'pending',
      payment_status: 'unpaid',
      user_id: null,
      ...fields,
      created_at: Timestamp.fromDate(created_at ?? new Date()),
    });
  return ref.id;
}

export interface SeedReport {
  listing_id: string;
  reason: string;
  message: string | null;
  reporter_email: string | null;
  reporter_user_id: string | null;
  status: string;
  listing_title: string | null;
  brand_name: string | null;
  slug: string | null;
}

export async function seedReport(
  overrides: Partial<SeedReport> & { created_at?: Date } = {},
): Promise<string> {
  const tag = uniqueTag();
  const { created_at, ...fields } = overrides;
  const ref = await adminDb()
    .collection('listing_reports')
    .add({
      listing_id: `listing-${tag}`,
      reason: 'out_of_stock',
      message: null,
      reporter_email: `reporter-${tag}@example.com`,
      reporter_user_id: null,
      status: 'pending',
      listing_title: `Reported Tee ${tag}`,
      brand_name: `Brand ${tag}`,
      slug: `reported-tee-${tag}`,
      ...fields,
      created_at: Timestamp.fromDate(created_at ?? new Date()),
    });
  return ref.id;
}

export interface SeedClaim {
  first_name: unknown;
  email: unknown;
  listing_id: string;
  listing_title: string | null;
  brand_name: string | null;
  created_at: Date;
}

/**
 * Claims as submitClaim stores them (with search_keywords), written in batches of 500.
 * `make(i)` gives claim i; claim 0 is the newest (one second apart, ending a minute ago, or
 * ending at `newest`). Returns the references so a test can delete large sets afterwards:
 * the emulator scans every claim's keywords on each array-contains query.
 */
export async function seedClaims(
  count: number,
  make: (i: number) => Partial<SeedClaim>,
  newest = new Date(Date.now() - 60_000),
  { keywords = true }: { keywords?: boolean } = {},
): Promise<DocumentReference[]> {
  const refs: DocumentReference[] = [];
  const base = newest.getTime();
  for (let start = 0; start < count; start += 500) {
    const batch = adminDb().batch();
    for (let i = start; i < Math.min(start + 500, count); i += 1) {
      const claim: SeedClaim = {
        first_name: `Name${i}`,
        email: `claimer${i}@example.com`,
        listing_id: `listing${i % 7}`,
        listing_title: 'Seeded Tee',
        brand_name: 'Seed Brand',
        created_at: new Date(base - i * 1000),
        ...make(i),
      };
      const text = (v: unknown) => (typeof v === 'string' ? v : '');
      const ref = adminDb().collection('claims').doc();
      refs.push(ref);
      batch.set(ref, {
        ...claim,
        agreed_to_terms: true,
        created_at: Timestamp.fromDate(claim.created_at),
        search_keywords: keywords
          ? claimSearchKeywords({
              first_name: text(claim.first_name),
              email: text(claim.email),
              listing_id: claim.listing_id,
              listing_title: claim.listing_title,
              brand_name: claim.brand_name,
            })
          : [],
      });
    }
    await batch.commit();
  }
  return refs;
}

export async function deleteDocs(refs: readonly DocumentReference[]): Promise<void> {
  for (let start = 0; start < refs.length; start += 500) {
    const batch = adminDb().batch();
    for (const ref of refs.slice(start, start + 500)) batch.delete(ref);
    await batch.commit();
  }
}

export async function auditEntries(target: string) {
  const snap = await adminDb().collection('audit_log').where('target', '==', target).get();
  return snap.docs.map((d) => d.data());
}

/** POSTs to the export function as the console does (Authorization: Bearer <ID token>). */
export function requestExport(
  search: string,
  opts: { token?: string; method?: string; origin?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.origin) headers.origin = opts.origin;
  const method = opts.method ?? 'POST';
  return fetch(`${URLS.functions}/exportClaimsCsv`, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify({ search }) : undefined,
  });
}
