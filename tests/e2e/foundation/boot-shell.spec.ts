import { directoryMetaDoc, seedListing } from '../../support/emulator';
import { test, expect, URLS } from '../support/fixtures';
import {
  ADMIN_COPY,
  BOOT_PAYLOAD_ID,
  BRAND_COPY,
  BROWSE_COPY,
  parseBootPayload,
  versionFromTimestamp,
} from '@swagdrop/model';

/**
 * The static first paint (shared-ui boot-shell): a phone paints the page's heading from the
 * HTML alone, before any script has run; when the app has booted the shell is gone and the
 * app's own heading stands exactly where the shell's was (nothing jumps, and the first paint
 * stays the largest one).
 */
const pages = [
  { url: `${URLS.storefront}/`, heading: BROWSE_COPY.heroTitle },
  { url: `${URLS.storefront}/swag`, heading: BROWSE_COPY.directoryTitle },
  { url: `${URLS.storefront}/submit`, heading: BRAND_COPY.submitTitle },
  { url: `${URLS.admin}/admin/login`, heading: ADMIN_COPY.loginTitle },
];

test.use({ viewport: { width: 412, height: 823 } });

for (const { url, heading } of pages) {
  const path = new URL(url).pathname;

  test(`${path} paints its heading before scripts run, and the app takes over in place`, async ({
    page,
  }) => {
    // Scripts held back: only the HTML (and its inline styles) can paint.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(url);
    const shellHeading = page.locator('#boot-shell h1');
    await expect(shellHeading).toHaveText(heading);
    await expect(shellHeading).toBeVisible();
    const shellBox = await shellHeading.boundingBox();

    await page.unroute('**/*.js');
    await page.goto(url);
    const appHeading = page.getByRole('heading', { level: 1, name: heading });
    await expect(appHeading).toBeVisible();
    await expect(page.locator('#boot-shell')).toHaveCount(0);
    expect(await appHeading.boundingBox()).toEqual(shellBox);
  });
}

test('a listing page paints the listing from its HTML, and the app takes over in place', async ({
  page,
}) => {
  const tag = `shell${Date.now().toString(36)}`;
  const title = `${tag} Summit Tee <b>bold</b>`;
  const description = `${tag} Soft tee & more.\nSecond line.`;
  await seedListing({ slug: tag, title, description, coupon_code: 'SHELL26', free_shipping: true });
  const url = `${URLS.storefront}/swag/${tag}`;

  await page.route('**/*.js', (route) => route.abort());
  await page.goto(url);
  const shell = page.locator('#boot-shell');
  await expect(shell.locator('h1')).toHaveText(title);
  await expect(shell.locator('h1')).toBeVisible();
  await expect(shell.getByText('SHELL26')).toBeVisible();
  await expect(shell.locator('img')).toHaveAttribute('alt', title);
  const shellTitle = await shell.locator('h1').boundingBox();
  const shellText = await shell.locator('p', { hasText: 'Second line.' }).boundingBox();

  await page.unroute('**/*.js');
  await page.goto(url);
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeVisible();
  await expect(shell).toHaveCount(0);
  expect(await heading.boundingBox()).toEqual(shellTitle);
  expect(await page.getByTestId('listing-description').boundingBox()).toEqual(shellText);
});

test('/swag paints its first cards from the HTML, and the app keeps them in place', async ({
  page,
}) => {
  await seedListing({ title: `cards${Date.now().toString(36)} Tee` });
  const liveVersion = async () =>
    versionFromTimestamp((await directoryMetaDoc().get()).get('version'));
  // Notes whether the directory's loading skeleton was on the page when the shell went away.
  await page.addInitScript(() => {
    const state = window as unknown as { __shellSeen?: boolean; __skeletonAtHandoff?: boolean };
    new MutationObserver(() => {
      if (document.getElementById('boot-shell')) state.__shellSeen = true;
      else if (state.__shellSeen && state.__skeletonAtHandoff === undefined)
        state.__skeletonAtHandoff = !!document.querySelector('[aria-label="Loading swag"]');
    }).observe(document, { childList: true, subtree: true });
  });
  // The app's directory download waits until the shell has been read, so its cards can be
  // compared with the ones the app puts in their place.
  let release = () => {};
  const bundleHeld = new Promise<void>((resolve) => (release = resolve));
  const bundleRequests: URL[] = [];
  await page.route('**/directoryData*', async (route) => {
    bundleRequests.push(new URL(route.request().url()));
    await bundleHeld;
    await route.continue().catch(() => undefined);
  });
  const shellCards = page.locator('#boot-shell article');
  /** The directory version the page painted, as its boot payload tells the app. */
  const paintedVersion = async () =>
    parseBootPayload(await page.locator(`#${BOOT_PAYLOAD_ID}`).textContent()).directory?.version;
  // The page function trusts its directory version for a few seconds: reload until it paints
  // the live version, the one the app's listener will announce.
  await expect(async () => {
    bundleRequests.length = 0;
    await page.goto(`${URLS.storefront}/swag`);
    await expect(shellCards.first()).toBeAttached({ timeout: 2_000 });
    expect(await paintedVersion()).toBe(await liveVersion());
  }).toPass({ timeout: 30_000 });
  await expect(page.locator('#boot-shell img').first()).toHaveAttribute('loading', 'eager');
  const shellTitles = await shellCards.locator('h3').allTextContents();
  const shellBoxes = await Promise.all(
    (await shellCards.locator('h3').all()).map((title) => title.boundingBox()),
  );
  expect(shellTitles.length).toBeGreaterThan(0);
  // The app asks for the version the page painted (a URL caches and function instances share).
  const painted = String(await paintedVersion());
  expect(Number(painted)).toBeGreaterThan(0);
  await expect.poll(() => bundleRequests.at(-1)?.searchParams.get('v')).toBe(painted);
  // The live listener announces the painted version while that version is still downloading.
  await expect
    .poll(() => page.evaluate(() => window.__swagdropDirectoryStats?.listenerReads ?? 0))
    .toBeGreaterThan(0);

  release();
  // The shell stays until the app's results replace it (never a skeleton in between).
  await expect(page.locator('#boot-shell')).toHaveCount(0);
  const skeletonAtHandoff = await page.evaluate(
    () => (window as unknown as { __skeletonAtHandoff?: boolean }).__skeletonAtHandoff,
  );
  expect(skeletonAtHandoff).toBe(false);
  // The meta listener announcing the painted version did not start a second download of it.
  expect(bundleRequests.filter((url) => url.searchParams.get('v') === painted)).toHaveLength(1);
  const firstRow = async (section: string) =>
    (await page.getByTestId(section).getByTestId('listing-card').locator('h3').all()).slice(0, 3);
  const appTitles = [
    ...(await firstRow('featured-section')),
    ...(await firstRow('regular-section')),
  ];
  expect(await Promise.all(appTitles.map((title) => title.textContent()))).toEqual(shellTitles);
  expect(await Promise.all(appTitles.map((title) => title.boundingBox()))).toEqual(shellBoxes);
});

/** Layout shifts while a page loads and boots, on a phone (what Lighthouse's CLS adds up). */
test.describe('no layout shift while the shell paints and hands off', () => {
  test.use({ isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });

  for (const { url } of pages) {
    test(`${new URL(url).pathname}`, async ({ page }) => {
      await page.addInitScript(() => {
        const scores: number[] = [];
        Object.assign(window, { __layoutShifts: scores });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            scores.push((entry as PerformanceEntry & { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The HTML arrives slowly, as on a phone, so the browser paints it while it is parsed;
      // the scripts then load at full speed.
      const cdp = await page.context().newCDPSession(page);
      const network = (downloadThroughput: number) =>
        cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 0,
          downloadThroughput,
          uploadThroughput: -1,
        });
      await cdp.send('Network.enable');
      await network(8 * 1024);
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForSelector('#root', { state: 'attached' });
      await network(-1);
      await expect(page.locator('#boot-shell')).toHaveCount(0);
      // Late shifts (fonts, images, data) count too.
      await page.waitForTimeout(1_500);
      const shifts = await page.evaluate(
        () => (window as unknown as { __layoutShifts: number[] }).__layoutShifts,
      );
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
    });
  }
});
