import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminDb, callCallable, seedListing, URLS } from '../../support/emulator';

export interface SeededListing {
  id: string;
  slug: string;
  title: string;
}

/**
 * A listing whose claim URL stays on our own site, so the claim's new tab needs no internet
 * and its address can be checked exactly.
 */
export const CLAIM_TARGET_URL = `${URLS.storefront}/about?from-claim`;

export async function seedWritableListing(tag: string): Promise<SeededListing> {
  const suffix = randomUUID().slice(0, 8);
  const title = `E2E ${tag} Hoodie ${suffix}`;
  const slug = `e2e-${tag}-hoodie-${suffix}`;
  const id = await seedListing({
    title,
    slug,
    brand_name: 'E2E Brand',
    external_claim_url: CLAIM_TARGET_URL,
  });
  return { id, slug, title };
}

export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * Every browser test runs from 127.0.0.1, so the shared per-IP throttles would couple tests
 * that happen to claim or report in the same window. Each test gets its own forwarded IP
 * (what Google's front end sets in production), and can slow a call down to observe the
 * sending state.
 */
export async function routeFunctions(
  page: Page,
  options: { delayMs?: Partial<Record<string, number>> } = {},
): Promise<void> {
  const bytes = randomUUID().replace(/-/g, '');
  const octet = (i: number) => parseInt(bytes.slice(i * 2, i * 2 + 2), 16);
  const ip = `10.${octet(0)}.${octet(1)}.${octet(2)}`;
  await page.route(`${URLS.functions}/**`, async (route) => {
    const request = route.request();
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    const delay = request.method() === 'POST' ? (options.delayMs?.[name] ?? 0) : 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    await route.continue({ headers: { ...request.headers(), 'x-forwarded-for': ip } });
  });
}

export async function claimsOf(listingId: string) {
  const snap = await adminDb().collection('claims').where('listing_id', '==', listingId).get();
  return snap.docs.map((d) => d.data());
}

export async function reportsOf(listingId: string) {
  const snap = await adminDb()
    .collection('listing_reports')
    .where('listing_id', '==', listingId)
    .get();
  return snap.docs.map((d) => d.data());
}

export async function waitlistHas(email: string): Promise<number> {
  const snap = await adminDb().collection('waitlist').where('email', '==', email).get();
  return snap.size;
}

/**
 * The emulator starts each function's worker on its first request, which can take seconds on
 * a busy machine (and, when many start at once, occasionally fails that first request). Each
 * spec first makes those requests from Node: an invalid callable payload (rejected, stores
 * nothing) and a detail-page load (served through a function rewrite), retried until they
 * answer, so the browser steps measure the app and not the emulator's cold start.
 */
export async function warmUpFunctions(...names: string[]): Promise<void> {
  const probes = [
    ...names.map((name) => async () => (await callCallable(name, null)).status < 500),
    async () => (await fetch(`${URLS.storefront}/swag/warm-up-probe`)).status < 500,
  ];
  for (const probe of probes) {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (await probe().catch(() => false)) break;
    }
  }
}
