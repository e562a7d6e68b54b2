import { test, expect } from '../support/fixtures';
import {
  cardTitles,
  countLine,
  deleteListing,
  openDirectory,
  searchBox,
  seed,
  uniqueToken,
  updateListing,
} from './browse-helpers';

/** /swag sections, loading state and live updates (docs/product-rules.md#directory). */
test('featured first under "Featured Swag" with its count, then "More Swag" newest first', async ({
  page,
}) => {
  const t = uniqueToken('sec');
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  await seed({ title: `${t} Regular Old`, created_at: day(1) });
  await seed({ title: `${t} Regular New`, created_at: day(20) });
  await seed({ title: `${t} Regular Mid`, created_at: day(10) });
  await seed({ title: `${t} Featured A`, is_featured: true, created_at: day(2) });
  await seed({ title: `${t} Featured B`, is_featured: true, created_at: day(3) });

  await openDirectory(page, `q=${t}`, 5);
  const featured = page.getByTestId('featured-section');
  await expect(featured.getByRole('heading', { level: 2 })).toHaveText('Featured Swag (2)');
  expect((await cardTitles(page, '[data-testid="featured-section"]')).sort()).toEqual([
    `${t} Featured A`,
    `${t} Featured B`,
  ]);
  await expect(featured.getByTestId('featured-badge')).toHaveCount(2);
  const regular = page.getByTestId('regular-section');
  await expect(regular.getByRole('heading', { level: 2 })).toHaveText('More Swag');
  expect(await cardTitles(page, '[data-testid="regular-section"]')).toEqual([
    `${t} Regular New`,
    `${t} Regular Mid`,
    `${t} Regular Old`,
  ]);
  // Featured cards come before the rest in the page.
  const all = await cardTitles(page);
  expect(all.slice(0, 2).every((title) => title.includes('Featured'))).toBe(true);

  // Without featured matches there is no 'More Swag' heading.
  await page.getByRole('searchbox', { name: 'Search swag' }).fill(`${t} Regular`);
  await expect(countLine(page)).toHaveText('3 items found');
  await expect(page.getByRole('heading', { name: /Featured Swag|More Swag/ })).toHaveCount(0);
  await expect(page.getByTestId('shipping-note')).toHaveText(
    'Note: Products possibly have shipping fees.',
  );
});

test('shows "Loading..." and nine skeleton cards until the directory arrives', async ({ page }) => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/directoryData*', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/swag');
  await expect(countLine(page)).toHaveText('Loading...');
  await expect(page.getByTestId('listing-skeleton')).toHaveCount(9);
  release();
  await expect(countLine(page)).toHaveText(/^\d+ items found$/);
  await expect(page.getByTestId('listing-skeleton')).toHaveCount(0);
});

test('only a window of results renders, with "Show more swag" for the rest', async ({ page }) => {
  const t = uniqueToken('win');
  await Promise.all(Array.from({ length: 40 }, (_, i) => seed({ title: `${t} Item ${i}` })));
  await openDirectory(page, `q=${t}`, 40);
  // 12 after a filter change (fast keystrokes), then 24 more per click.
  await expect(page.getByTestId('listing-card')).toHaveCount(12);
  await expect(page.getByText('Showing 12 of 40')).toBeVisible();
  await page.getByRole('button', { name: 'Show more swag' }).click();
  await expect(page.getByTestId('listing-card')).toHaveCount(36);
  await expect(page.getByText('Showing 36 of 40')).toBeVisible();
  await page.getByRole('button', { name: 'Show more swag' }).click();
  await expect(page.getByTestId('listing-card')).toHaveCount(40);
  await expect(page.getByRole('button', { name: 'Show more swag' })).toHaveCount(0);
  // A new filter starts again from the first window.
  await searchBox(page).fill(`${t} Item`);
  await expect(page.getByTestId('listing-card')).toHaveCount(12);
});

test('an open directory follows listings being added, edited and deleted, without reload', async ({
  page,
  consoleErrors,
}) => {
  const t = uniqueToken('live');
  await openDirectory(page, `q=${t}`, 0);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  const { id } = await seed({ title: `${t} Fresh Drop` });
  await expect(countLine(page)).toHaveText('1 items found', { timeout: 20_000 });
  expect(await cardTitles(page)).toEqual([`${t} Fresh Drop`]);

  await updateListing(id, { title: `${t} Renamed Drop`, is_featured: true });
  await expect(page.getByRole('heading', { name: `${t} Renamed Drop` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('featured-section')).toBeVisible();

  await deleteListing(id);
  await expect(countLine(page)).toHaveText('0 items found', { timeout: 20_000 });
  expect(navigations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
