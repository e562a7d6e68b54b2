/**
 * Helpers for the listing-term tests: listings owned by a brand with an end, polling for what
 * triggers and caches do asynchronously (bounded polls, not timing assertions).
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { DirectoryBundle } from '@swagdrop/model';
import { adminDb, seedListing, URLS } from '../../support/emulator';

export const DAY = 86_400_000;

export async function seedTermListing(
  term: { owner_uid?: string | null; expires_at?: number | null; expired?: boolean },
  overrides: Parameters<typeof seedListing>[0] = {},
): Promise<string> {
  const id = await seedListing(overrides);
  await adminDb()
    .collection('swag_listings')
    .doc(id)
    .update({
      owner_uid: term.owner_uid ?? null,
      expires_at: term.expires_at == null ? null : Timestamp.fromMillis(term.expires_at),
      expired: term.expired ?? false,
      plan_featured: false,
    });
  return id;
}

export async function listing(id: string): Promise<Record<string, unknown>> {
  return (await adminDb().collection('swag_listings').doc(id).get()).data() ?? {};
}

export function millisOf(value: unknown): number | null {
  return value instanceof Timestamp ? value.toMillis() : null;
}

/** Polls `probe` until it returns a value (not null), or fails after about 45 s. */
export async function until<T>(what: string, probe: () => Promise<T | null>): Promise<T> {
  for (let i = 0; i < 180; i += 1) {
    const value = await probe();
    if (value !== null) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`gave up waiting for ${what}`);
}

export async function bundleIds(): Promise<string[]> {
  const res = await fetch(`${URLS.functions}/directoryData`);
  const body = (await res.json()) as DirectoryBundle;
  return body.listings.map((row) => row.id);
}

export async function sitemapXml(): Promise<string> {
  return (await fetch(`${URLS.functions}/sitemap`)).text();
}
