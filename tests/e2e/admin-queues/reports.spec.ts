import { adminDb } from '../../support/emulator';
import { seedReport, uniqueTag } from '../../integration/admin-queues/seed';
import { expect, seriousA11yViolations, test, URLS } from '../support/fixtures';
import { ADMIN, card, crashes, loginAsAdmin } from './support';

async function statusOf(id: string) {
  return (await adminDb().collection('listing_reports').doc(id).get()).get('status') as string;
}

test.describe('Listing Reports', () => {
  test('filters, searches, counts and shows only allowed transitions', async ({
    page,
    consoleErrors,
  }) => {
    const tag = uniqueTag();
    const t = {
      pending: `Pending Tee ${tag}`,
      reviewed: `Reviewed Mug ${tag}`,
      resolved: `Resolved Cap ${tag}`,
    };
    await seedReport({
      listing_title: t.pending,
      brand_name: `Brand ${tag}`,
      slug: `pending-tee-${tag}`,
      reason: 'out_of_stock',
      reporter_email: `reporter-${tag}@example.com`,
      message: 'All gone since Monday.',
    });
    await seedReport({
      listing_title: t.reviewed,
      brand_name: `Brand ${tag}`,
      status: 'reviewed',
      reason: 'link_broken',
      reporter_email: null,
      reporter_user_id: 'some-user',
    });
    await seedReport({
      listing_title: t.resolved,
      brand_name: `Brand ${tag}`,
      status: 'resolved',
      reason: `retired_reason_${tag}`,
    });
    await seedReport({ listing_title: null, brand_name: `Brand ${tag}`, slug: null });

    await loginAsAdmin(page);
    await page.goto(ADMIN('/reports'));
    await expect(page.getByRole('heading', { level: 1, name: 'Listing Reports' })).toBeVisible();
    const filters = page.getByRole('group', { name: 'Filter reports by status' });
    await expect(filters.getByRole('button', { name: 'Pending' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const search = page.getByRole('searchbox', { name: 'Search reports' });
    await search.fill(tag);

    // Pending + search: the pending report and the one whose listing is unknown.
    const pending = card(page, t.pending);
    await expect(pending).toBeVisible();
    await expect(card(page, 'Unknown Listing')).toBeVisible();
    await expect(card(page, t.reviewed)).toHaveCount(0);
    await expect(page.getByText(/^Showing 2 of \d+ total reports$/)).toBeVisible();

    await expect(pending).toContainText(`Brand ${tag}`);
    await expect(pending).toContainText('Item out of stock');
    await expect(pending).toContainText(`reporter-${tag}@example.com`);
    await expect(pending).toContainText('All gone since Monday.');
    await expect(pending).toContainText(/Reported[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    const view = pending.getByRole('link', { name: 'View' });
    await expect(view).toHaveAttribute('href', `${URLS.storefront}/swag/pending-tee-${tag}`);
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(pending.getByRole('button')).toHaveText(['Mark as reviewed', 'Mark as resolved']);
    await expect(card(page, 'Unknown Listing').getByRole('link', { name: 'View' })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await filters.getByRole('button', { name: 'Reviewed' }).click();
    const reviewed = card(page, t.reviewed);
    await expect(reviewed).toContainText('Link broken');
    await expect(reviewed).toContainText('Registered user');
    await expect(reviewed.getByRole('button')).toHaveText(['Mark as resolved']);

    await filters.getByRole('button', { name: 'Resolved' }).click();
    const resolved = card(page, t.resolved);
    await expect(resolved).toContainText(`retired_reason_${tag}`); // unknown reason shown raw
    await expect(resolved.getByRole('button')).toHaveCount(0);

    await filters.getByRole('button', { name: 'All' }).click();
    await expect(page.getByText(/^Showing 4 of \d+ total reports$/)).toBeVisible();
    // Search covers reporter email and reason (stored value and label).
    await search.fill(`reporter-${tag}@example.com`);
    await expect(page.getByRole('article')).toHaveCount(1);
    await search.fill(`retired_reason_${tag}`);
    await expect(page.getByRole('article')).toHaveText([new RegExp(t.resolved)]);

    await search.fill(`nothing-like-this-${tag}`);
    await expect(page.getByText('No reports found matching your search.')).toBeVisible();
    await expect(page.getByText(/^Showing 0 of \d+ total reports$/)).toBeVisible();
    expect(crashes(consoleErrors)).toEqual([]);
  });

  test('moves a report along the allowed transitions', async ({ page }) => {
    const tag = uniqueTag();
    const title = `Transit Tee ${tag}`;
    const id = await seedReport({ listing_title: title, brand_name: `Brand ${tag}` });
    await loginAsAdmin(page);
    await page.goto(ADMIN('/reports'));
    const filters = page.getByRole('group', { name: 'Filter reports by status' });
    await page.getByRole('searchbox', { name: 'Search reports' }).fill(tag);

    await card(page, title).getByRole('button', { name: 'Mark as reviewed' }).click();
    await expect(page.getByText('Report marked as reviewed')).toBeVisible();
    await expect(card(page, title)).toHaveCount(0); // no longer pending
    expect(await statusOf(id)).toBe('reviewed');

    await filters.getByRole('button', { name: 'Reviewed' }).click();
    await expect(card(page, title).getByRole('button')).toHaveText(['Mark as resolved']);
    await card(page, title).getByRole('button', { name: 'Mark as resolved' }).click();
    await expect(page.getByText('Report marked as resolved')).toBeVisible();
    expect(await statusOf(id)).toBe('resolved');

    await filters.getByRole('button', { name: 'Resolved' }).click();
    await expect(card(page, title).getByRole('button')).toHaveCount(0);
  });

  test('a transition made stale by another moderator is refused with a clear toast', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const title = `Stale Report ${tag}`;
    const id = await seedReport({ listing_title: title });
    await loginAsAdmin(page);
    await page.goto(ADMIN('/reports'));
    await page.getByRole('searchbox', { name: 'Search reports' }).fill(tag);
    await expect(card(page, title)).toBeVisible();
    await adminDb().collection('listing_reports').doc(id).update({ status: 'resolved' });

    await card(page, title).getByRole('button', { name: 'Mark as reviewed' }).click();
    await expect(
      page.getByText(
        'Failed to update report status: A resolved report cannot be marked as reviewed.',
      ),
    ).toBeVisible();
    expect(await statusOf(id)).toBe('resolved');
  });
});
