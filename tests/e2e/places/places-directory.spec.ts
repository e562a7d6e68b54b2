import { distanceMiles, placeLabel, roundedMiles } from '@swagdrop/model/places';
import { PLACES_COPY } from '@swagdrop/model/places-copy';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import {
  cardTitles,
  cityBox,
  countLine,
  seed,
  uniqueToken,
} from '../storefront-browse/browse-helpers';
import { placeNamed, seedAtPlace, suggestions } from './places-helpers';

/** /swag with one test's listings; the first bundle of a run may take long under load. */
async function openPlaces(page: Page, token: string) {
  await page.goto(`/swag?q=${token}`);
  await expect(countLine(page)).toHaveText('4 items found', { timeout: 60_000 });
}

const distanceSelect = (page: Page) =>
  page.getByRole('combobox', { name: PLACES_COPY.distanceLabel });
const useMyLocation = (page: Page) => page.getByRole('button', { name: PLACES_COPY.useMyLocation });

/** Places on /swag (docs/product-rules.md#places): typed places, near me, distances. */
test.describe('places in the directory', () => {
  let t: string;
  const titles = { austin: '', roundRock: '', dallas: '', nationwide: '' };
  // The visitor stands in Manor, TX: about 12 miles from Austin, 14 from Round Rock, 180 from
  // Dallas.
  const manor = placeNamed('Manor, TX');
  const roundRock = placeNamed('Round Rock, TX');
  const manorToRoundRock = roundedMiles(distanceMiles(manor, roundRock));

  test.beforeAll(async () => {
    t = uniqueToken('plc');
    titles.austin = `${t} Austin Tee`;
    titles.roundRock = `${t} Round Rock Mug`;
    titles.dallas = `${t} Dallas Cap`;
    titles.nationwide = `${t} Nationwide Tote`;
    await seed({ title: titles.nationwide });
    await seedAtPlace(titles.austin, 'Austin, TX');
    await seedAtPlace(titles.roundRock, 'Round Rock, TX');
    await seedAtPlace(titles.dallas, 'Dallas, TX');
  });

  test("'Austin, Texas', 'austin tx' and the suggestion 'Austin, TX' give the same results", async ({
    page,
    consoleErrors,
  }) => {
    await openPlaces(page, t);
    // Round Rock is 17 miles from Austin: inside the default 25.
    const expected = [titles.austin, titles.roundRock, titles.nationwide];

    await cityBox(page).fill('Austin, Texas');
    await expect(countLine(page)).toHaveText('3 items found');
    expect(await cardTitles(page)).toEqual(expected);
    await expect(page.getByRole('article', { name: titles.roundRock })).toContainText('17 mi away');

    await cityBox(page).fill('austin tx');
    await expect(countLine(page)).toHaveText('3 items found');
    expect(await cardTitles(page)).toEqual(expected);

    await cityBox(page).fill('');
    await expect(countLine(page)).toHaveText('4 items found');
    await cityBox(page).pressSequentially('aus');
    await expect(page.getByRole('listbox', { name: PLACES_COPY.suggestionsLabel })).toBeVisible();
    await expect(suggestions(page).first()).toHaveText('Austin, TX');
    await page.keyboard.press('ArrowDown');
    await expect(cityBox(page)).toHaveAttribute(
      'aria-activedescendant',
      (await suggestions(page).first().getAttribute('id')) ?? '',
    );
    await page.keyboard.press('Enter');
    await expect(cityBox(page)).toHaveValue('Austin, TX');
    await expect(page.getByRole('listbox', { name: PLACES_COPY.suggestionsLabel })).toBeHidden();
    await expect(countLine(page)).toHaveText('3 items found');
    expect(await cardTitles(page)).toEqual(expected);
    await expect(page).toHaveURL(/city=Austin%2C\+TX/);
    expect(consoleErrors).toEqual([]);
  });

  test.describe('with the location allowed', () => {
    test.use({
      geolocation: { latitude: manor.lat + 0.002, longitude: manor.lng - 0.002 },
      permissions: ['geolocation'],
    });

    test("'Use my location' shows nearby listings with their miles; Back restores the distance", async ({
      page,
    }) => {
      expect(manorToRoundRock).toBeGreaterThan(10);
      expect(manorToRoundRock).toBeLessThanOrEqual(25);
      await openPlaces(page, t);
      await useMyLocation(page).click();
      await expect(cityBox(page)).toHaveValue(placeLabel(manor));
      // Only the place reaches the URL, never the coordinates.
      await expect(page).toHaveURL(/city=Manor%2C\+TX/);
      expect(page.url()).not.toMatch(/\d+\.\d{3}/);
      await expect(countLine(page)).toHaveText('3 items found');
      // Nearest first: Austin (about 12 miles from Manor), then Round Rock (about 14).
      const byDistance = [
        { title: titles.austin, miles: distanceMiles(manor, placeNamed('Austin, TX')) },
        { title: titles.roundRock, miles: distanceMiles(manor, roundRock) },
      ].sort((a, b) => a.miles - b.miles);
      expect(await cardTitles(page)).toEqual([
        ...byDistance.map((entry) => entry.title),
        titles.nationwide,
      ]);
      await expect(page.getByRole('article', { name: titles.roundRock })).toContainText(
        PLACES_COPY.milesAway(manorToRoundRock),
      );
      await expect(page.getByRole('article', { name: titles.nationwide })).not.toContainText(
        'mi away',
      );

      await distanceSelect(page).selectOption({ label: '10 miles' });
      await expect(page).toHaveURL(/within=10/);
      await expect(countLine(page)).toHaveText('1 items found');
      expect(await cardTitles(page)).toEqual([titles.nationwide]);

      await distanceSelect(page).selectOption({ label: '100 miles' });
      await expect(countLine(page)).toHaveText('3 items found');

      await page.goBack();
      await expect(distanceSelect(page)).toHaveValue('10');
      await expect(countLine(page)).toHaveText('1 items found');
      await page.goBack();
      await expect(distanceSelect(page)).toHaveValue('25');
      await expect(page).not.toHaveURL(/within=/);
      await expect(countLine(page)).toHaveText('3 items found');
      expect(await cardTitles(page)).toContain(titles.roundRock);
    });
  });

  test('a denied location says so, and the city box still works', async ({ page }) => {
    await openPlaces(page, t);
    await useMyLocation(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: PLACES_COPY.locationDenied }),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/city=/);
    await cityBox(page).fill('Dallas, TX');
    await expect(countLine(page)).toHaveText('2 items found');
    expect(await cardTitles(page)).toEqual([titles.dallas, titles.nationwide]);
  });
});
