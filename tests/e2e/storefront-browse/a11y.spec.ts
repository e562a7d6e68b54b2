import { test, expect, seriousA11yViolations } from '../support/fixtures';
import { openHomeWithFeatured, seed, uniqueToken } from './browse-helpers';

/** axe-core: no serious or critical violations on the browse pages. */
test('home, directory and detail pages have no serious accessibility violations', async ({
  page,
}) => {
  const t = uniqueToken('a11y');
  const { slug } = await seed({
    title: `${t} Accessible Tote`,
    is_featured: true,
    coupon_code: 'TOTE',
    free_shipping: true,
    target_scope: 'local',
    target_location: 'Boston',
  });

  await openHomeWithFeatured(page);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto(`/swag?q=${t}`);
  await expect(page.getByTestId('results-count')).toHaveText('1 items found');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'List view' }).click();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto(`/swag/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${t} Accessible Tote`);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

for (const path of ['/about', '/brand-benefits', '/privacy', '/terms']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
