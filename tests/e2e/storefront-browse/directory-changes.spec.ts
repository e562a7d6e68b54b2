import { test, expect } from '../support/fixtures';
import type { Page } from '@playwright/test';
import {
  cardTitles,
  countLine,
  deleteListing,
  openDirectory,
  seed,
  uniqueToken,
  updateListing,
} from './browse-helpers';

interface Stats {
  listenerReads: number;
  functionReads: number;
  bundleFetches: number;
  changeFetches: number;
}

/** The directory's own counters (storefront/src/lib/directory/directory-stats.ts). */
const stats = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __swagdropDirectoryStats?: Stats }).__swagdropDirectoryStats ?? null,
  );

test('an open /swag applies each listing change without downloading the whole bundle again', async ({
  page,
  consoleErrors,
}) => {
  const t = uniqueToken('delta');
  await openDirectory(page, `q=${t}`, 0);
  await expect.poll(async () => (await stats(page))?.listenerReads ?? 0).toBeGreaterThan(0);
  const before = await stats(page);
  const bundleRequests: string[] = [];
  const changeRequests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.includes('/directoryData')) return;
    (url.includes('since=') ? changeRequests : bundleRequests).push(url);
  });

  const a = await seed({ title: `${t} Alpha Drop` });
  const b = await seed({ title: `${t} Beta Drop` });
  await expect(countLine(page)).toHaveText('2 items found', { timeout: 20_000 });

  await updateListing(a.id, { title: `${t} Alpha Renamed` });
  await expect(page.getByRole('heading', { name: `${t} Alpha Renamed` })).toBeVisible({
    timeout: 20_000,
  });

  // Ended: it leaves the directory like a deleted one.
  await updateListing(a.id, { expired: true });
  await expect(countLine(page)).toHaveText('1 items found', { timeout: 20_000 });
  expect(await cardTitles(page)).toEqual([`${t} Beta Drop`]);

  await deleteListing(b.id);
  await expect(countLine(page)).toHaveText('0 items found', { timeout: 20_000 });

  expect(bundleRequests).toEqual([]);
  expect(changeRequests.length).toBeGreaterThanOrEqual(4);
  // The page counts a change request once its answer is in: the last one may still be arriving.
  await expect
    .poll(async () => ((await stats(page))?.changeFetches ?? 0) - (before?.changeFetches ?? 0))
    .toBe(changeRequests.length);
  expect((await stats(page))?.bundleFetches).toBe(before?.bundleFetches);
  expect(consoleErrors).toEqual([]);
});
