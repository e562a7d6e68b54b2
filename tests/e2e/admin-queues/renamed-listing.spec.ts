import { adminDb, callCallable, idTokenFor } from '../../support/emulator';
import {
  newAdmin,
  requestExport,
  seedClaims,
  seedReport,
  uniqueTag,
} from '../../integration/admin-queues/seed';
import { parseCsv } from '../../integration/admin-queues/csv-parser';
import { expect, test, URLS } from '../support/fixtures';
import { ADMIN, card, loginAsAdmin } from './support';

type Admin = { email: string; password: string };

/** Creates (no id) or edits a listing through the console's saveListing function. */
async function saveListingAs(
  admin: Admin,
  fields: { title: string; brand_name?: string },
  id?: string,
) {
  const res = await callCallable<{ id: string; slug: string }>(
    'saveListing',
    {
      ...(id ? { id } : {}),
      listing: {
        brand_name: 'E2E Brand',
        description: 'A soft tee from our developer summit.',
        category: 'shirts',
        external_claim_url: 'https://brand.example.com/claim',
        image_url: `${URLS.storefront}/favicon.svg`,
        coupon_code: null,
        free_shipping: false,
        is_featured: false,
        target_scope: 'nationwide',
        target_location: null,
        ...fields,
      },
    },
    { idToken: await idTokenFor(admin.email, admin.password) },
  );
  if (!res.result) throw new Error(`saveListing failed: ${res.error?.message}`);
  return res.result;
}

/**
 * A moderator renames a listing after it was claimed and reported: the claim log, the recent
 * claims, the reports and the CSV export name it as it is now, and every old address of the
 * listing (a report's View link, a shared link, a link inside the storefront app) reaches it.
 */
test.describe('a renamed listing', () => {
  test('claims, recent claims and reports show its current title; old links still reach it', async ({
    page,
  }) => {
    // Four screens, an export and two storefront visits: more than one default timeout.
    test.slow();
    const tag = uniqueTag();
    const before = { title: `Old Name Tee ${tag}`, brand_name: `Old Brand ${tag}` };
    const after = { title: `New Name Cap ${tag}`, brand_name: `New Brand ${tag}` };
    const admin = await loginAsAdmin(page);
    const created = await saveListingAs(admin, before);
    const oldSlug = created.slug;
    const claimer = `renamed-${tag}@example.com`;
    // Claims and reports copy the listing's title and brand when they are filed.
    await seedClaims(1, () => ({
      first_name: `Ren${tag}`,
      email: claimer,
      listing_id: created.id,
      listing_title: before.title,
      brand_name: before.brand_name,
      created_at: new Date(),
    }));
    await seedReport({
      listing_id: created.id,
      listing_title: before.title,
      brand_name: before.brand_name,
      slug: oldSlug,
      message: `Gone? ${tag}`,
    });

    const renamed = await saveListingAs(admin, after, created.id);
    expect(renamed.id).toBe(created.id);
    const newSlug = renamed.slug;
    expect(newSlug).not.toBe(oldSlug);

    // An old shared link answers a permanent redirect to the listing's new address.
    const plain = await fetch(`${URLS.storefront}/swag/${oldSlug}`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(new URL(plain.headers.get('location') ?? '', URLS.storefront).pathname).toBe(
      `/swag/${newSlug}`,
    );

    await page.goto(ADMIN('/claims'));
    await page.getByRole('searchbox', { name: 'Search claims' }).fill(created.id);
    const claimRow = page.getByRole('row').filter({ hasText: claimer });
    await expect(claimRow).toContainText(after.title);
    await expect(claimRow).toContainText(after.brand_name);
    await expect(claimRow).not.toContainText(before.title);

    // A claim filed just now (with the old copied title) is among the 10 recent ones even while
    // other files seed claims.
    const recentClaimer = `recent-${tag}@example.com`;
    await seedClaims(1, () => ({
      first_name: `Rec${tag}`,
      email: recentClaimer,
      listing_id: created.id,
      listing_title: before.title,
      brand_name: before.brand_name,
      created_at: new Date(),
    }));
    const recent = page.getByRole('table', { name: 'Recent Claims' });
    const recentRow = recent.getByRole('row', { name: new RegExp(recentClaimer) });
    // The dashboard's first load reads many collections at once; on a loaded machine it can
    // outlast one expect timeout, so it gets a second chance.
    await expect(async () => {
      await page.goto(ADMIN(''));
      await expect(recentRow).toContainText(after.title, { timeout: 30_000 });
    }).toPass({ timeout: 75_000 });

    await page.goto(ADMIN('/reports'));
    await page.getByRole('searchbox', { name: 'Search reports' }).fill(tag);
    const report = card(page, after.title);
    await expect(report).toContainText(after.brand_name);
    await expect(card(page, before.title)).toHaveCount(0);
    const view = report.getByRole('link', { name: 'View' });
    await expect(view).toHaveAttribute('href', `${URLS.storefront}/swag/${newSlug}`);

    // The CSV export names the listing as the claim log does.
    const token = await idTokenFor(admin.email, admin.password);
    const csv = parseCsv(await (await requestExport(created.id, { token })).text());
    const row = csv.find((cells) => cells[1] === claimer);
    expect(row?.slice(2, 5)).toEqual([created.id, after.title, after.brand_name]);

    // The old link opened in a browser lands on the renamed listing.
    await page.goto(`${URLS.storefront}/swag/${oldSlug}`);
    await expect(page).toHaveURL(`${URLS.storefront}/swag/${newSlug}`);
    await expect(page.getByRole('heading', { level: 1, name: after.title })).toBeVisible();

    // Inside the app (no page load), navigating to the old slug moves on to the new one.
    await page.goto(`${URLS.storefront}/swag`);
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/swag/${oldSlug}`);
    await expect(page).toHaveURL(`${URLS.storefront}/swag/${newSlug}`);
    await expect(page.getByRole('heading', { level: 1, name: after.title })).toBeVisible();
  });

  test('an old slug stays reserved: a new listing with the old title gets another one', async () => {
    const tag = uniqueTag();
    const admin = await newAdmin();
    const first = await saveListingAs(admin, { title: `Reserved Mug ${tag}` });
    await saveListingAs(admin, { title: `Renamed Mug ${tag}` }, first.id);
    const redirect = await adminDb().collection('slug_redirects').doc(first.slug).get();
    expect(redirect.get('listing_id')).toBe(first.id);
    const second = await saveListingAs(admin, { title: `Reserved Mug ${tag}` });
    expect(second.slug).toBe(`${first.slug}-2`);

    // Renamed back, the listing takes its old slug again and it stops being a redirect.
    const back = await saveListingAs(admin, { title: `Reserved Mug ${tag}` }, first.id);
    expect(back.slug).toBe(first.slug);
    expect((await adminDb().collection('slug_redirects').doc(first.slug).get()).exists).toBe(false);
    const res = await fetch(`${URLS.storefront}/swag/${first.slug}`, { redirect: 'manual' });
    expect(res.status).toBe(200);
  });
});
