import { seedListing } from '../../support/emulator';
import { test, expect, URLS } from '../support/fixtures';
import { ADMIN_COPY, BRAND_COPY, BROWSE_COPY } from '../../../shared-ui/src/model';

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
