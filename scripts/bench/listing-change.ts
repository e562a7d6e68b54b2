/**
 * One listing change at the current catalogue size (directory-reads.ts runs it after its views):
 *   - an open /swag: the bytes it downloads to show the change (the change list, or the whole
 *     bundle when it falls back to it), as Chromium received them (headers and encoded body);
 *   - the first view after it: the Firestore reads each function instance reports
 *     (X-Directory-Reads): renderDirectoryPage for a fresh /swag, directoryData for the open
 *     page's request. Equal at every catalogue size when a change costs what changed.
 */
import type { Browser, Page, Response } from '@playwright/test';
import {
  DIRECTORY_READS_HEADER,
  DIRECTORY_VERSION_CHECK_MS,
  versionFromTimestamp,
} from '@swagdrop/model';
import { adminDb, directoryMetaDoc, Timestamp, URLS } from '../../tests/support/emulator';

export interface ChangeResult {
  /** Bytes of every directoryData response the open page received for the change. */
  bytesDownloaded: number;
  /** Whole bundles among them (0 when the page applied the change list). */
  wholeBundles: number;
  /** Reads of the first fresh /swag render after the change (its function instance). */
  pageReads: number;
  /** Reads the bundle function reported for the open page's request (its instance). */
  bundleReads: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const metaVersion = async () =>
  versionFromTimestamp((await directoryMetaDoc().get()).get('version'));

export async function measureListingChange(
  browser: Browser,
  openDirectory: (browser: Browser) => Promise<{ page: Page }>,
): Promise<ChangeResult> {
  // Both functions' caches hold the current version and have checked it recently.
  await sleep(DIRECTORY_VERSION_CHECK_MS + 500);
  const { page } = await openDirectory(browser);
  const responses: Promise<{ bytes: number; whole: boolean; reads: number }>[] = [];
  page.on('response', (response: Response) => {
    if (!response.url().includes('/directoryData')) return;
    responses.push(
      (async () => {
        const sizes = await response.request().sizes();
        const headers = await response.allHeaders();
        return {
          bytes: sizes.responseHeadersSize + sizes.responseBodySize,
          whole: !response.url().includes('since='),
          reads: Number(headers[DIRECTORY_READS_HEADER.toLowerCase()]) || 0,
        };
      })(),
    );
  });
  const before = await metaVersion();
  const newest = await adminDb()
    .collection('swag_listings')
    .orderBy('created_at', 'desc')
    .limit(1)
    .get();
  const listing = newest.docs[0];
  if (!listing) throw new Error('no listing to change');
  await listing.ref.update({
    title: `${String(listing.get('title'))} (edited)`,
    updated_at: Timestamp.now(),
  });
  let version = before;
  while (version <= before) {
    await sleep(200);
    version = await metaVersion();
  }
  await page.waitForFunction(
    (v) =>
      ((window as unknown as { __swagdropDirectoryStats?: { version: number | null } })
        .__swagdropDirectoryStats?.version ?? 0) >= v,
    version,
    { timeout: 60_000 },
  );
  const received = await Promise.all(responses);
  await page.context().close();
  // The first view after the change, once the page function's version check has expired.
  await sleep(DIRECTORY_VERSION_CHECK_MS + 500);
  const render = await fetch(`${URLS.storefront}/swag`);
  await render.text();
  return {
    bytesDownloaded: received.reduce((sum, r) => sum + r.bytes, 0),
    wholeBundles: received.filter((r) => r.whole).length,
    pageReads: Number(render.headers.get(DIRECTORY_READS_HEADER)) || 0,
    bundleReads: received.reduce((sum, r) => sum + r.reads, 0),
  };
}
