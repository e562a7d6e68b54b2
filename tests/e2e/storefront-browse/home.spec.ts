import { test, expect } from '../support/fixtures';
import { PORTS } from '../../support/emulator';
import { openHomeWithFeatured, seed, uniqueToken } from './browse-helpers';

/** Home page (docs/product-rules.md#home-page). */
test('home: hero links, goals, up to six featured listings, sections and metadata', async ({
  page,
  consoleErrors,
}) => {
  await seed({ title: `${uniqueToken('home')} Featured Cap`, is_featured: true });
  const firestoreRequests: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).port === String(PORTS.firestore)) firestoreRequests.push(req.url());
  });

  await openHomeWithFeatured(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Browse Free Swag' }).first()).toHaveAttribute(
    'href',
    '/swag',
  );
  await expect(main.getByRole('link', { name: 'Submit Your Swag' }).first()).toHaveAttribute(
    'href',
    '/submit',
  );
  for (const [value, label] of [
    ['1000+', 'Items Rescued'],
    ['50+', 'Brands'],
    ['5000+', 'Claimers'],
  ] as const) {
    await expect(main.getByText(value, { exact: true })).toBeVisible();
    await expect(main.getByText(label, { exact: true })).toBeVisible();
  }

  const featured = page.getByTestId('home-featured');
  await expect(featured.getByTestId('listing-card').first()).toBeVisible();
  const cards = await featured.getByTestId('listing-card').count();
  expect(cards).toBeGreaterThanOrEqual(1);
  expect(cards).toBeLessThanOrEqual(6);
  await expect(featured.getByTestId('featured-badge')).toHaveCount(cards);
  await expect(featured.getByRole('link', { name: 'View All Swag' })).toHaveAttribute(
    'href',
    '/swag',
  );
  await expect(
    main.getByRole('region', { name: 'How it works' }).getByRole('listitem'),
  ).toHaveCount(3);
  await expect(main.getByRole('heading', { name: 'For Brands' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Ready to grab some free swag?' })).toBeVisible();

  await expect(page).toHaveTitle('Free Swag from Brands You Love | SwagDrop');
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(ld['@graph'].map((n: { '@type': string }) => n['@type'])).toEqual([
    'WebSite',
    'Organization',
  ]);
  // The home page reads the directory bundle over HTTP: no Firestore connection at all.
  expect(firestoreRequests).toEqual([]);
  // Other suites seed featured listings whose images live on example.com hosts that do not
  // resolve offline; a missing third-party image is not an app error.
  expect(consoleErrors.filter((e) => !e.includes('net::ERR_NAME_NOT_RESOLVED'))).toEqual([]);
});

test('home shows six skeleton cards while the featured listings load', async ({ page }) => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/directoryData*', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByTestId('home-featured').getByTestId('listing-skeleton')).toHaveCount(6);
  release();
  await expect(page.getByTestId('home-featured').getByTestId('listing-skeleton')).toHaveCount(0);
});
