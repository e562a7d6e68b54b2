import { PORTS } from '../../support/emulator';
import { test, expect } from '../support/fixtures';
import { seed, uniqueToken, updateListing } from './browse-helpers';

/** /swag/{slug} (docs/product-rules.md#listing-page). */
test('shows every badge, the coupon box and a safe "Skip to offer" link', async ({
  page,
  consoleErrors,
}) => {
  const t = uniqueToken('det');
  const description = `${t} ${'Soft organic cotton tee from our summit. '.repeat(6)}`;
  const { slug } = await seed({
    title: `${t} Summit Hoodie`,
    brand_name: 'Acme Cloud',
    description,
    category: 'tech',
    coupon_code: 'SWAG2026',
    free_shipping: true,
    is_featured: true,
    target_scope: 'local',
    target_location: 'Austin, TX',
    external_claim_url: 'https://brand.example.com/claim?x=1',
    created_at: new Date(Date.UTC(2026, 10, 23, 12)),
  });

  await page.goto(`/swag/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${t} Summit Hoodie`);
  await expect(page.getByText('Acme Cloud', { exact: true })).toBeVisible();
  await expect(page.getByText('Posted Nov 23, 2026')).toBeVisible();
  const badges = page.getByTestId('listing-badges');
  await expect(badges.getByTestId('featured-badge')).toBeVisible();
  await expect(badges.getByText('Austin, TX')).toBeVisible();
  await expect(badges.getByText('Tech Accessories')).toBeVisible();
  await expect(badges.getByText('Has Coupon')).toBeVisible();
  await expect(badges.getByText('Free Shipping')).toBeVisible();
  await expect(page.getByTestId('listing-description')).toHaveText(description.trim());
  const coupon = page.getByTestId('coupon-box');
  await expect(coupon).toContainText('SWAG2026');
  await expect(coupon).toContainText('Use at checkout');
  await expect(page.getByRole('img', { name: `${t} Summit Hoodie` })).toBeVisible();

  const skip = page.getByRole('link', { name: 'Skip to offer' });
  await expect(skip).toHaveAttribute('href', 'https://brand.example.com/claim?x=1');
  await expect(skip).toHaveAttribute('target', '_blank');
  await expect(skip).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('button', { name: /Get Free Swag/ })).toContainText(
    'Sign up to never miss Free Swag!',
  );

  // Metadata: first 150 characters of the description, Product JSON-LD.
  await expect(page).toHaveTitle(`${t} Summit Hoodie | SwagDrop`);
  const meta = await page.locator('meta[name="description"]').getAttribute('content');
  expect(meta).toBe(description.replace(/\s+/g, ' ').trim().slice(0, 150));
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(ld).toMatchObject({
    '@type': 'Product',
    offers: { price: 0, priceCurrency: 'USD' },
    aggregateRating: { ratingValue: 5, reviewCount: 1 },
  });
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);

  // The modals load on demand and open from their buttons.
  await page.getByRole('button', { name: /Get Free Swag/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark as Gone' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Back to all swag' }).click();
  await expect(page).toHaveURL(/\/swag$/);
  // Other suites' listings use example.com images, which do not resolve offline.
  expect(consoleErrors.filter((e) => !e.includes('net::ERR_NAME_NOT_RESOLVED'))).toEqual([]);
});

test('nationwide listings without coupon or free shipping show only what applies', async ({
  page,
}) => {
  const t = uniqueToken('plain');
  const { slug } = await seed({ title: `${t} Plain Sticker`, category: 'stickers' });
  await page.goto(`/swag/${slug}`);
  const badges = page.getByTestId('listing-badges');
  await expect(badges.getByText('Nationwide')).toBeVisible();
  await expect(badges.getByText('Stickers & Decals')).toBeVisible();
  await expect(badges.getByTestId('featured-badge')).toHaveCount(0);
  await expect(badges.getByText('Has Coupon')).toHaveCount(0);
  await expect(badges.getByText('Free Shipping')).toHaveCount(0);
  await expect(page.getByTestId('coupon-box')).toHaveCount(0);
});

test('the back link returns to the filtered directory the visitor came from', async ({ page }) => {
  const t = uniqueToken('back');
  await seed({ title: `${t} Bottle`, category: 'lifestyle' });
  await page.goto(`/swag?q=${t}&category=lifestyle`);
  await page.getByRole('link', { name: `Claim ${t} Bottle` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${t} Bottle`);
  await page.getByRole('link', { name: 'Back to all swag' }).click();
  await expect(page).toHaveURL(new RegExp(`/swag\\?q=${t}&category=lifestyle$`));
  await expect(page.getByTestId('results-count')).toHaveText('1 items found');
});

test('the back link keeps search text typed just before a listing was opened', async ({ page }) => {
  const t = uniqueToken('typed');
  await seed({ title: `${t} Mug` });
  await page.goto('/swag');
  await expect(page.getByTestId('results-count')).toHaveText(/items found/);
  // Opened at once: the URL may not have caught up with the typing yet.
  await page.getByRole('searchbox', { name: 'Search swag' }).fill(t);
  await page.getByRole('link', { name: `Claim ${t} Mug` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${t} Mug`);
  await page.getByRole('link', { name: 'Back to all swag' }).click();
  await expect(page).toHaveURL(new RegExp(`/swag\\?q=${t}$`));
  await expect(page.getByTestId('results-count')).toHaveText('1 items found');
});

test('an unknown slug shows "Swag Not Found" with links back', async ({ page }) => {
  const response = await page.goto(`/swag/${uniqueToken('missing')}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Swag Not Found' })).toBeVisible();
  await expect(
    page.getByText("The swag item you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await expect(page).toHaveTitle('Swag Not Found | SwagDrop');
  await page.getByRole('main').getByRole('link', { name: 'Browse Swag' }).click();
  await expect(page).toHaveURL(/\/swag$/);
});

test('hostile listing text renders as inert text in the directory and the detail page', async ({
  page,
}) => {
  const t = uniqueToken('xss');
  const title = `<img src=x onerror=window.__xss=1> ${t}`;
  const description = `<script>window.__xss=1</script> ${t} description`;
  const { slug } = await seed({
    title,
    description,
    brand_name: '<b onmouseover=window.__xss=1>Brand</b>',
    target_scope: 'local',
    target_location: '<img src=y onerror=window.__xss=1>',
    coupon_code: '<script>window.__xss=1</script>',
  });

  await page.goto(`/swag?q=${t}`);
  await expect(page.getByTestId('results-count')).toHaveText('1 items found');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('link', { name: `Claim ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('listing-description')).toHaveText(description);
  await expect(page.getByTestId('coupon-box')).toContainText('<script>window.__xss=1</script>');

  // Full load of the detail URL goes through the crawler function's HTML as well.
  await page.goto(`/swag/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} | SwagDrop`);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"], img[src="y"]')).toHaveCount(0);
});

test('a javascript: claim URL is never used as a link', async ({ page }) => {
  const t = uniqueToken('jsurl');
  // Seeded with server powers: the rules and forms would refuse it, this checks the page too.
  const { slug } = await seed({
    title: `${t} Sneaky`,
    external_claim_url: 'javascript:window.__xss=1',
  });
  await page.goto(`/swag/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${t} Sneaky`);
  await expect(page.getByRole('button', { name: 'Skip to offer' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Skip to offer' })).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
});

test('a shared link renders from the page itself; coming back shows the current listing', async ({
  page,
}) => {
  const t = uniqueToken('emb');
  const { id, slug } = await seed({
    title: `${t} Embedded Tee`,
    external_claim_url: 'https://brand.example.com/embedded',
  });
  const firestoreRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(PORTS.firestore)) {
      firestoreRequests.push(request.url());
    }
  });

  await page.goto(`/swag/${slug}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`${t} Embedded Tee`);
  await expect(page.getByRole('link', { name: 'Skip to offer' })).toHaveAttribute(
    'href',
    'https://brand.example.com/embedded',
  );
  // renderListingPage embedded the listing it read: no Firestore SDK round trip on a phone.
  expect(firestoreRequests).toEqual([]);

  await updateListing(id, { title: `${t} Renamed Tee` });
  await page.getByRole('link', { name: 'Back to all swag' }).click();
  await expect(page).toHaveURL(/\/swag$/);
  // The directory has replaced the listing (the detail page unmounted) before going back.
  await expect(page.getByTestId('results-count')).toBeVisible();
  await page.goBack();
  await expect(heading).toHaveText(`${t} Renamed Tee`);
  // The same listener sees Firestore traffic once the app does read (so the check above holds).
  expect(firestoreRequests.length).toBeGreaterThan(0);
});
