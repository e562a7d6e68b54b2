import {
  LISTING_TERM_COPY,
  LISTING_TERM_MS,
  expiredOn,
  expiresOn,
  formatDate,
} from '@swagdrop/model';
import { adminDb, createUser, Timestamp } from '../../support/emulator';
import { loginAs } from '../brands/support';
import { ADMIN, loginAsNewAdmin } from '../admin-core/helpers';
import { listingDialog } from '../admin-core/listing-form';
import { openDirectory, seed, uniqueToken } from '../storefront-browse/browse-helpers';
import { test, expect, seriousA11yViolations } from '../support/fixtures';

const DAY = 86_400_000;

/** A listing with a term, written with server powers as approval and the schedule would. */
async function seedTerm(
  title: string,
  term: {
    owner_uid?: string | null;
    expires_at: number;
    expired?: boolean;
    plan_featured?: boolean;
  },
) {
  const listing = await seed({ title });
  await adminDb()
    .collection('swag_listings')
    .doc(listing.id)
    .update({
      owner_uid: term.owner_uid ?? null,
      expires_at: Timestamp.fromMillis(term.expires_at),
      expired: term.expired ?? false,
      plan_featured: term.plan_featured ?? false,
    });
  return listing;
}

test.describe('listing term', () => {
  test('a moderator sees an ended listing as Expired, extends it, and it is back on /swag', async ({
    page,
  }) => {
    const t = uniqueToken('term');
    const title = `Ended Tote ${t}`;
    const endedAt = Date.now() - 3 * DAY;
    const { slug } = await seedTerm(title, { expires_at: endedAt, expired: true });

    const gone = await page.goto(`/swag/${slug}`);
    expect(gone?.status()).toBe(410);
    await expect(
      page.getByRole('heading', { level: 1, name: LISTING_TERM_COPY.offerEndedTitle }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Swag' })).toHaveAttribute('href', '/swag');

    await loginAsNewAdmin(page);
    await page.goto(ADMIN('/listings'));
    const row = page.getByRole('row', { name: new RegExp(title) });
    // The grid listens to every listing (thousands after the earlier layers): a longer wait.
    await expect(row).toContainText(LISTING_TERM_COPY.expiredStatus, { timeout: 60_000 });
    await expect(row).toContainText(expiredOn(formatDate(endedAt)));
    expect(await seriousA11yViolations(page)).toEqual([]);

    const before = Date.now();
    await row.getByRole('button', { name: `${LISTING_TERM_COPY.extend}: ${title}` }).click();
    await expect(page.getByText(LISTING_TERM_COPY.extended)).toBeVisible();
    await expect(row).toContainText(LISTING_TERM_COPY.liveStatus);
    const stored = (await adminDb().collection('swag_listings').where('slug', '==', slug).get())
      .docs[0];
    const end = (stored?.get('expires_at') as Timestamp).toMillis();
    expect(end).toBeGreaterThanOrEqual(before + LISTING_TERM_MS);
    await expect(row).toContainText(expiresOn(formatDate(end)));

    await expect(async () => {
      const back = await page.goto(`/swag/${slug}`);
      expect(back?.status()).toBe(200);
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(async () => openDirectory(page, `q=${t}`, 1)).toPass({ timeout: 30_000 });
  });

  test('a moderator sets an end date in the listing form, then clears it', async ({ page }) => {
    const t = uniqueToken('form');
    const title = `Dated Bottle ${t}`;
    await seed({ title });
    await loginAsNewAdmin(page);
    await page.goto(ADMIN('/listings'));
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText(LISTING_TERM_COPY.noEnd, { timeout: 60_000 });

    await row.getByRole('button', { name: `Edit ${title}` }).click();
    let dialog = listingDialog(page, 'Edit Listing');
    const endField = dialog.getByLabel(LISTING_TERM_COPY.endDateLabel);
    await expect(endField).toHaveValue('');
    await endField.fill('2020-03-14');
    await dialog.getByRole('button', { name: 'Update Listing' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(LISTING_TERM_COPY.expiredStatus);
    await expect(row).toContainText(expiredOn('Mar 14, 2020'));

    await row.getByRole('button', { name: `Edit ${title}` }).click();
    dialog = listingDialog(page, 'Edit Listing');
    await expect(dialog.getByLabel(LISTING_TERM_COPY.endDateLabel)).toHaveValue('2020-03-14');
    await dialog.getByLabel(LISTING_TERM_COPY.endDateLabel).fill('');
    await dialog.getByRole('button', { name: 'Update Listing' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(LISTING_TERM_COPY.liveStatus);
    await expect(row).toContainText(LISTING_TERM_COPY.noEnd);
  });

  test("the brand dashboard lists the brand's own listings with their ends and plan featuring", async ({
    page,
  }) => {
    const t = uniqueToken('mine');
    const email = `term-brand-${t}@example.com`;
    const password = 'term-brand-pass-1';
    const uid = await createUser(email, password);
    const liveEnd = Date.now() + 40 * DAY;
    const endedAt = Date.now() - 2 * DAY;
    await seedTerm(`Featured Mug ${t}`, {
      owner_uid: uid,
      expires_at: liveEnd,
      plan_featured: true,
    });
    await seedTerm(`Ended Cap ${t}`, { owner_uid: uid, expires_at: endedAt, expired: true });
    await seedTerm(`Not Mine ${t}`, { owner_uid: `${uid}x`, expires_at: liveEnd });

    await loginAs(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const section = page.getByRole('region', { name: LISTING_TERM_COPY.yourListings });
    const live = section.getByRole('listitem').filter({ hasText: `Featured Mug ${t}` });
    await expect(live).toContainText(expiresOn(formatDate(liveEnd)));
    await expect(live.getByText(LISTING_TERM_COPY.featuredByPlan, { exact: true })).toBeVisible();
    await expect(live.getByRole('link', { name: `Featured Mug ${t}` })).toBeVisible();

    const ended = section.getByRole('listitem').filter({ hasText: `Ended Cap ${t}` });
    await expect(ended).toContainText(expiredOn(formatDate(endedAt)));
    await expect(ended).toContainText(LISTING_TERM_COPY.renewHint);
    await expect(section).not.toContainText(`Not Mine ${t}`);
    expect(
      await seriousA11yViolations(page, 'section[aria-labelledby="my-listings-heading"]'),
    ).toEqual([]);
  });

  test('a brand without listings sees the empty state', async ({ page }) => {
    const t = uniqueToken('none');
    const email = `term-empty-${t}@example.com`;
    await createUser(email, 'term-brand-pass-1');
    await loginAs(page, email, 'term-brand-pass-1');
    const section = page.getByRole('region', { name: LISTING_TERM_COPY.yourListings });
    await expect(section).toContainText(LISTING_TERM_COPY.noListingsYet);
  });
});
