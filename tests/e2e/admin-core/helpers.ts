/**
 * Shared steps of the admin-core browser tests: unique accounts (Admin SDK), signing in to
 * the console, reading reset and verification links from the Auth emulator, and seeding claims and payments.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import {
  adminDb,
  callCallable,
  createUser,
  idTokenFor,
  PROJECT_ID,
  Timestamp,
  URLS,
} from '../../support/emulator';

export const PASSWORD = 'console-pass-1';
export const ADMIN = (path = '') => `${URLS.admin}/admin${path}`;

export function uniqueTag(): string {
  return randomUUID().replace(/-/g, '').slice(0, 8);
}

/** An admin; `{ emailVerified: false }` makes the powerless look-alike (claim, no verification). */
export async function newAdmin(tag = uniqueTag(), { emailVerified = true } = {}) {
  const email = `e2e-admin-${tag}@example.com`;
  const uid = await createUser(email, PASSWORD, { admin: true }, { emailVerified });
  return { uid, email, password: PASSWORD };
}

export async function newBrand(tag = uniqueTag()) {
  const email = `e2e-brand-${tag}@example.com`;
  const uid = await createUser(email, PASSWORD);
  return { uid, email, password: PASSWORD };
}

/** Fills the console's login form (does not wait for the outcome). */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.goto(ADMIN('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs a fresh admin in and waits for the dashboard. */
export async function loginAsNewAdmin(page: Page) {
  const admin = await newAdmin();
  await submitLogin(page, admin.email, admin.password);
  await expect(page).toHaveURL(ADMIN(''));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return admin;
}

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** Every email of `requestType` the Auth emulator "sent" to `email`, oldest first. */
export async function emailsFor(
  email: string,
  requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL',
): Promise<OobCode[]> {
  const res = await fetch(`${URLS.authEmulator}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const body = (await res.json()) as { oobCodes?: OobCode[] };
  return (body.oobCodes ?? []).filter((c) => c.email === email && c.requestType === requestType);
}

/** The newest password-reset email the Auth emulator "sent" to `email`. */
export async function resetEmailFor(email: string): Promise<OobCode | undefined> {
  return (await emailsFor(email, 'PASSWORD_RESET')).at(-1);
}

export async function seedClaim(fields: {
  first_name: string;
  email: string;
  listing_title: string | null;
  created_at?: Date;
}) {
  const ref = await adminDb()
    .collection('claims')
    .add({
      listing_id: `listing-${uniqueTag()}`,
      agreed_to_terms: true,
      brand_name: fields.listing_title ? 'E2E Brand' : null,
      search_keywords: [fields.first_name.toLowerCase()],
      ...fields,
      created_at: Timestamp.fromDate(fields.created_at ?? new Date()),
    });
  return ref.id;
}

export async function seedPayment(amountCents: number) {
  await adminDb()
    .collection('payments')
    .add({
      amount_cents: amountCents,
      currency: 'usd',
      kind: 'listing_fee',
      user_id: null,
      submission_id: `sub-${uniqueTag()}`,
      created_at: Timestamp.now(),
    });
}

/** Documents in a collection; `reviewQueue`: pending and paid (submissions awaiting review). */
export async function countOf(collection: string, reviewQueue = false): Promise<number> {
  let query: FirebaseFirestore.Query = adminDb().collection(collection);
  if (reviewQueue)
    query = query.where('status', '==', 'pending').where('payment_status', '==', 'paid');
  return (await query.count().get()).data().count;
}

/** Creates a listing through the real admin function (fast setup for non-form tests). */
export async function createListingAs(
  admin: { email: string; password: string },
  listing: Record<string, unknown>,
) {
  const token = await idTokenFor(admin.email, admin.password);
  const res = await callCallable<{ id: string; slug: string }>(
    'saveListing',
    {
      listing: {
        brand_name: 'E2E Brand',
        description: 'A soft tee from our developer summit.',
        category: 'shirts',
        external_claim_url: 'https://brand.example.com/claim',
        image_url: `${URLS.storefront}/favicon.svg`,
        coupon_code: null,
        free_shipping: false,
        is_featured: false,
        target_scope: 'nationwide',
        target_location: null,
        ...listing,
      },
    },
    { idToken: token },
  );
  if (!res.result) throw new Error(`saveListing failed: ${res.error?.message}`);
  return { ...res.result, token };
}

/** The audit actions recorded for one target, oldest first, read straight from Firestore. */
export async function auditActionsFor(target: string): Promise<string[]> {
  const snap = await adminDb().collection('audit_log').where('target', '==', target).get();
  return snap.docs
    .map((d) => ({ action: String(d.get('action')), at: d.get('created_at') as Timestamp }))
    .sort((a, b) => a.at.toMillis() - b.at.toMillis())
    .map((e) => e.action);
}
