import { config } from '../config';

const TTL_MS = 60_000;
const cache = new Map<string, { html: string; fetchedAt: number }>();

/**
 * A built page of the storefront (its asset tags change on every deploy), fetched from the
 * storefront origin and kept for a minute: `boot/app.html` (the index.html with the header as
 * first paint) or a detail template (`boot/detail/*.html`). A failed fetch falls back to the
 * last copy held; null when there is none.
 */
export async function loadStorefrontPage(file = 'boot/app.html'): Promise<string | null> {
  const cached = cache.get(file);
  if (cached && Date.now() - cached.fetchedAt < TTL_MS) return cached.html;
  try {
    const res = await fetch(`${config.storefrontUrl}/${file}`, {
      signal: AbortSignal.timeout(5_000),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const html = await res.text();
    cache.set(file, { html, fetchedAt: Date.now() });
    return html;
  } catch (error) {
    console.error(`renderListingPage: could not fetch the storefront's ${file}`, error);
    return cached?.html ?? null;
  }
}
