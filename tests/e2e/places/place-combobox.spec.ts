import { test, expect, seriousA11yViolations } from '../support/fixtures';
import { cityBox, countLine, uniqueToken } from '../storefront-browse/browse-helpers';
import { suggestions } from './places-helpers';

/** The built chunk holding the place list (packages/model/src/us-places-data.ts). */
const PLACE_LIST_CHUNK = /\/assets\/us-places-data-[\w-]+\.js$/;

/** The place box (WAI-ARIA combobox) with the keyboard alone, and axe-clean while open. */
test.describe('place combobox', () => {
  let placeListRequests: string[];
  test.beforeEach(({ page }) => {
    placeListRequests = [];
    page.on('request', (request) => {
      if (PLACE_LIST_CHUNK.test(request.url())) placeListRequests.push(request.url());
    });
  });

  test('works with the keyboard on /swag', async ({ page }) => {
    await page.goto(`/swag?q=${uniqueToken('cbx')}`);
    // The first test of a worker may wait for a cold route under load.
    await expect(countLine(page)).toHaveText('0 items found', { timeout: 60_000 });
    // The place list is not part of the first route: it loads when the box is first used.
    expect(placeListRequests).toEqual([]);
    const placeList = page.waitForRequest(PLACE_LIST_CHUNK);
    await cityBox(page).focus();
    await placeList;
    await page.keyboard.type('denv');
    await expect(cityBox(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('status').filter({ hasText: /suggestions?$/ })).toHaveText(
      /^\d+ suggestions?$/,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = suggestions(page).nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(suggestions(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(cityBox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(cityBox(page)).toHaveValue('denv');

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(cityBox(page)).toHaveValue('Denver, CO');

    // A town the list lacks can still be typed.
    await cityBox(page).fill('Smallville Junction');
    await expect(cityBox(page)).toHaveValue('Smallville Junction');
  });

  test('works with the keyboard on /submit', async ({ page }) => {
    await page.goto('/submit');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    await page.getByRole('radio', { name: 'Local' }).check();
    const location = page.getByRole('combobox', { name: 'Target Location' });
    expect(placeListRequests).toEqual([]);
    await location.focus();
    await page.keyboard.type('aus');
    await expect(suggestions(page).first()).toHaveText('Austin, TX');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(location).toHaveValue('Austin, TX');
    await expect(location).toHaveAttribute('aria-expanded', 'false');
  });
});
