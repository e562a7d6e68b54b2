import { config } from '../config';

const TTL_MS = 60_000;
let cached: { html: string; fetchedAt: number } | undefined;

/**
 * The storefront's built page for routes without a boot shell of their own (boot/app.html: the
 * index.html with the header as first paint; its asset tags change on every deploy), fetched
 * from the storefront origin and kept for a minute. A failed fetch falls back to the last copy held;
 * null when there is none.
 */
export async function loadStorefrontShell(): Promise<string | null> {
  if (cached && Date.now() - cached.fetchedAt < TTL_MS) return cached.html;
  try {
    const res = await fetch(`${config.storefrontUrl}/boot/app.html`, {
      signal: AbortSignal.timeout(5_000),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const html = await res.text();
    cached = { html, fetchedAt: Date.now() };
    return html;
  } catch (error) {
    console.error('renderListingPage: could not fetch the storefront page', error);
    return cached?.html ?? null;
  }
}
