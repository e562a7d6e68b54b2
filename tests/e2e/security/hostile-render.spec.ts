/**
 * Stored hostile text is shown as text in both apps (docs/architecture.md#security). Records are
 * seeded with server powers, bypassing the forms and functions, so this proves the rendering alone
 * is inert: the payload is visible literally, no dialog opens, no marker global is set by an
 * onerror/onload/srcdoc payload, and no uncaught exception occurs. Extends the storefront
 * check in storefront-browse/listing-detail.spec.ts (title/description/coupon) to every
 * listing field, dialogs and crashes, the server-rendered HTML and the four admin screens.
 */
import type { Page } from '@playwright/test';
import { seedClaims, seedReport, seedSubmission } from '../../integration/admin-queues/seed';
import { ADMIN, card, crashes, loginAsAdmin } from '../admin-queues/support';
import { seed, uniqueToken } from '../storefront-browse/browse-helpers';
import { expect, test, URLS } from '../support/fixtures';

/** Each payload tries a different way to run `window.__hostile = 1` or to open a dialog. */
function payloads(t: string) {
  return {
    // The token leads: the admin table cuts long titles short.
    title: `${t} <img src=x onerror="window.__hostile=1;alert(1)">`,
    description: [
      `<script>window.__hostile=1</script> ${t}`,
      '<svg onload="window.__hostile=1"></svg> {{7*7}} ${7*7}',
      '</script><script>window.__hostile=1</script>',
      '[click me](javascript:alert(1)) <a href="javascript:alert(1)">link</a>',
    ].join('\n'),
    brand: `<iframe srcdoc="<script>parent.__hostile=1</script>"></iframe>Brand ${t}`,
    location: '"><details open ontoggle=window.__hostile=1>',
    coupon: "{{constructor.constructor('alert(1)')()}}",
    name: `${t} <body onload=alert(1)>`,
    message: '<input autofocus onfocus=window.__hostile=1> =HYPERLINK("https://evil.example")',
  };
}

/** Fails the test on any dialog; returns a check for the marker and uncaught exceptions. */
function guard(page: Page, consoleErrors: string[]) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async (where: string) => {
    const marker = await page.evaluate(() => (window as { __hostile?: unknown }).__hostile);
    expect(marker, `marker set on ${where}`).toBeUndefined();
    expect(dialogs, `dialogs on ${where}`).toEqual([]);
    expect(crashes(consoleErrors), `uncaught errors on ${where}`).toEqual([]);
    await expect(page.locator('a[href^="javascript:" i], iframe[srcdoc]')).toHaveCount(0);
  };
}

test('storefront: a hostile listing is inert on the directory card, detail and crawler HTML', async ({
  page,
  consoleErrors,
  request,
}) => {
  const t = uniqueToken('hostile');
  const p = payloads(t);
  const { slug } = await seed({
    title: p.title,
    description: p.description,
    brand_name: p.brand,
    target_scope: 'local',
    target_location: p.location,
    coupon_code: p.coupon,
    is_featured: true,
  });
  const check = guard(page, consoleErrors);

  await page.goto(`/swag?q=${t}`);
  const listingCard = page.getByTestId('listing-card').filter({ hasText: t });
  // The first directory load of a run waits for the directoryData function to start.
  await expect(listingCard).toHaveCount(1, { timeout: 30_000 });
  await expect(listingCard).toContainText(p.title);
  await expect(listingCard).toContainText(p.brand);
  await check('directory');

  await listingCard.getByRole('link', { name: `Claim ${p.title}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.title);
  await expect(page.getByTestId('listing-description')).toHaveText(p.description);
  await expect(page.getByRole('main')).toContainText(p.brand);
  await expect(page.getByRole('main')).toContainText(p.location);
  await expect(page.getByRole('main')).toContainText(p.coupon);
  await check('detail (client navigation)');

  // A full load goes through renderListingPage: the markup, the title and the JSON-LD.
  await page.goto(`/swag/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.title);
  await check('detail (full load)');
  const html = await (await request.get(`${URLS.storefront}/swag/${slug}`)).text();
  expect(html).not.toContain('<img src=x onerror');
  expect(html).not.toContain('<script>window.__hostile');
  expect(html).not.toContain('<iframe srcdoc');
});

test('admin console: hostile listing, claim, report and submission text is inert', async ({
  page,
  consoleErrors,
}) => {
  const t = uniqueToken('hostile');
  const p = payloads(t);
  await seed({
    title: p.title,
    brand_name: p.brand,
    target_scope: 'local',
    target_location: p.location,
  });
  await seedClaims(
    1,
    () => ({
      first_name: p.name,
      email: `${t}@example.com`,
      listing_id: `lst${t}`,
      listing_title: p.title,
      brand_name: p.brand,
    }),
    new Date(),
  );
  await seedReport({ listing_title: p.title, brand_name: p.brand, message: p.message });
  await seedSubmission({
    title: p.title,
    description: p.description,
    brand_name: p.brand,
    coupon_code: p.coupon,
    target_scope: 'local',
    target_location: p.location,
    external_url: 'javascript:window.__hostile=1',
    payment_status: 'paid',
  });
  const check = guard(page, consoleErrors);
  await loginAsAdmin(page);

  await page.goto(ADMIN('/listings'));
  const row = page.getByRole('row').filter({ hasText: t });
  // The grid listens to every listing: after the suite's earlier layers that is thousands of
  // documents, which a busy machine takes longer than the default wait to deliver.
  await expect(row).toHaveCount(1, { timeout: 60_000 });
  await expect(row).toContainText(p.title);
  await check('admin listings');

  await page.goto(ADMIN('/claims'));
  await page.getByRole('searchbox', { name: 'Search claims' }).fill(t);
  await expect(page.getByRole('row').filter({ hasText: p.name })).toHaveCount(1);
  await check('admin claims');

  await page.goto(ADMIN('/reports'));
  await page.getByRole('searchbox', { name: 'Search reports' }).fill(t);
  const report = card(page, p.title);
  await expect(report).toBeVisible();
  await expect(report).toContainText(p.message);
  await check('admin reports');

  await page.goto(ADMIN('/submissions'));
  const submission = card(page, p.title);
  await expect(submission).toBeVisible();
  await expect(submission).toContainText(p.brand);
  await expect(submission).toContainText(p.coupon);
  await expect(submission).toContainText(p.location);
  await expect(submission).toContainText(`<script>window.__hostile=1</script> ${t}`);
  await check('admin submissions');
});
