import { logger } from 'firebase-functions';

/**
 * Named log lines of the directory functions. Each failure here still answers the visitor (a
 * 503 or the plain shell), so these lines are the only trace of it.
 */

export function logBundleBuildFailed(error: unknown): void {
  logger.error('directoryData: failed to build the bundle', error);
}

export function logSitemapListFailed(error: unknown): void {
  logger.error('sitemap: failed to list listings', error);
}

/** renderListingPage could not read the listing (the app reads it itself; crawlers retry). */
export function logListingLookupFailed(slug: string | null, error: unknown): void {
  logger.error('renderListingPage: listing lookup failed', { slug, error: String(error) });
}

/** renderDirectoryPage served the page without listings: the first cards could not be rendered. */
export function logFirstCardsFailed(error: unknown): void {
  logger.error('renderDirectoryPage: could not render the first cards', error);
}

/** The storefront's server renderer (lib/page-renderer.js, functions/build.mjs) did not load. */
export function logPageRendererLoadFailed(fn: string, error: unknown): void {
  logger.error(`${fn}: could not load the page renderer`, { error: String(error) });
}

/** The storefront's built page `file` could not be fetched; a cached copy is used if any. */
export function logStorefrontPageFetchFailed(file: string, error: unknown): void {
  logger.error(`directory: could not fetch the storefront's ${file}`, {
    file,
    error: String(error),
  });
}
