import { config } from '../config';
import { logStorefrontPageFetchFailed } from './log';

const TEMPLATE_FILE = 'boot/template.html';
const TTL_MS = 60_000;
let cached: { html: string; fetchedAt: number } | undefined;

/**
 * The storefront's built index.html (its asset tags change on every deploy), which the page
 * functions render into (model/page-render.ts), fetched from the storefront origin and kept for
 * a minute: a hosting deploy on its own is picked up. A failed fetch falls back to the last
 * copy held; null when there is none.
 */
export async function loadPageTemplate(): Promise<string | null> {
  if (cached && Date.now() - cached.fetchedAt < TTL_MS) return cached.html;
  try {
    const res = await fetch(`${config.storefrontUrl}/${TEMPLATE_FILE}`, {
      signal: AbortSignal.timeout(5_000),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    cached = { html: await res.text(), fetchedAt: Date.now() };
    return cached.html;
  } catch (error) {
    logStorefrontPageFetchFailed(TEMPLATE_FILE, error);
    return cached?.html ?? null;
  }
}
