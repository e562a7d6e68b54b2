import type { Locator, Page } from '@playwright/test';
import { COPY, climateShareCents, formatUsd } from '@swagdrop/model';
import { adminDb, seedListing } from '../../support/emulator';
import { seedSubmission } from '../../integration/admin-queues/seed';
import { test, expect, seriousA11yViolations } from '../support/fixtures';
import { countOf, loginAsNewAdmin, seedClaim, seedPayment, uniqueTag } from './helpers';

async function shown(page: Page, label: string): Promise<string> {
  const card = page.getByRole('region', { name: label });
  return (await card.getByTestId('stat-value').textContent()) ?? '';
}

/** What the card shows: every recorded payment, net of the money that went back to the payer. */
async function revenueCents(): Promise<number> {
  const snap = await adminDb().collection('payments').get();
  return snap.docs.reduce(
    (sum, d) => sum + Number(d.get('amount_cents') ?? 0) - Number(d.get('refunded_cents') ?? 0),
    0,
  );
}

/**
 * Polls until `agrees()` holds, counting again on a fresh page whenever it does not: other test
 * files write in parallel (some delete what they seeded straight from the database, which no
 * dashboard watch sees), and under that load the emulator's listen stream can stall for longer
 * than a poll.
 */
async function agreesAfterReloads(page: Page, figure: Locator, agrees: () => Promise<boolean>) {
  await expect(figure).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(
      async () => {
        if (await agrees()) return true;
        await page.reload();
        await expect(figure).toBeVisible({ timeout: 30_000 });
        return agrees();
      },
      { timeout: 45_000 },
    )
    .toBe(true);
}

/** Item 4: live counts, the 10 newest claims, claims per day, revenue and climate share. */
test.describe('admin dashboard', () => {
  test('counts match the database and follow new data live', async ({ page }) => {
    // Pending Submissions counts the review queue: an unpaid submission is not in it.
    await seedSubmission({ title: `Unpaid ${uniqueTag()}`, payment_status: 'unpaid' });
    await seedSubmission({ title: `Paid ${uniqueTag()}`, payment_status: 'paid' });
    await loginAsNewAdmin(page);
    // Compared with a fresh count each time: other test files write in parallel.
    const agrees =
      (label: string, collection: string, pendingOnly = false) =>
      async () =>
        (await shown(page, label)) === String(await countOf(collection, pendingOnly));
    const matches = (label: string, collection: string, pendingOnly = false) =>
      agreesAfterReloads(
        page,
        page.getByRole('region', { name: label }).getByTestId('stat-value'),
        agrees(label, collection, pendingOnly),
      );
    await matches('Total Listings', 'swag_listings');
    await matches('Pending Submissions', 'submissions', true);
    await matches('Total Claims', 'claims');

    const before = Number(await shown(page, 'Total Claims'));
    await seedClaim({
      first_name: 'Live',
      email: `live-${uniqueTag()}@example.com`,
      listing_title: 'Live Tee',
    });
    await expect
      .poll(async () => Number(await shown(page, 'Total Claims')))
      .toBeGreaterThan(before);
    await matches('Total Claims', 'claims');

    // A listing written outside the console (no audit entry) still moves Total Listings.
    await seedListing({ title: `Live listing ${uniqueTag()}` });
    await expect.poll(agrees('Total Listings', 'swag_listings'), { timeout: 30_000 }).toBe(true);
  });

  test('recent claims: the 10 newest with Name, Email, Item (or Unknown Item) and Date', async ({
    page,
  }) => {
    const tag = uniqueTag();
    await loginAsNewAdmin(page);
    const table = page.getByRole('table', { name: 'Recent Claims' });
    for (const header of ['Name', 'Email', 'Item', 'Date']) {
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    }
    const known = `known-${tag}@example.com`;
    const orphan = `orphan-${tag}@example.com`;
    await seedClaim({ first_name: `Kim${tag}`, email: known, listing_title: `Tee ${tag}` });
    await seedClaim({ first_name: `Ola${tag}`, email: orphan, listing_title: null });

    const knownRow = table.getByRole('row', { name: new RegExp(known) });
    await expect(knownRow).toContainText(`Kim${tag}`);
    await expect(knownRow).toContainText(`Tee ${tag}`);
    await expect(table.getByRole('row', { name: new RegExp(orphan) })).toContainText(
      COPY.unknownItem,
    );
    const today = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date());
    await expect(knownRow).toContainText(today);
    // Never more than 10 data rows (plus the header row).
    await expect
      .poll(async () => (await table.getByRole('row').count()) - 1)
      .toBeLessThanOrEqual(10);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('claims per day chart: an accessible SVG with a data table', async ({ page }) => {
    await seedClaim({
      first_name: 'Chart',
      email: `chart-${uniqueTag()}@example.com`,
      listing_title: 'Chart Tee',
    });
    await loginAsNewAdmin(page);
    const chart = page.getByRole('img', { name: /Claims per day, last 30 days/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('rect')).toHaveCount(30);

    await page.getByText('Show as table').click();
    const table = page.getByRole('table', { name: /Claims per day, last 30 days/ });
    await expect(table.getByRole('row')).toHaveCount(31);
    const todayLabel = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date());
    const todayCount = Number(
      await table.getByRole('row', { name: todayLabel }).getByRole('cell').textContent(),
    );
    expect(todayCount).toBeGreaterThanOrEqual(1);
  });

  test('revenue and its 1% climate share, from recorded payments', async ({ page }) => {
    await loginAsNewAdmin(page);
    const card = page.getByRole('region', { name: 'Revenue' });
    await expect(card.getByTestId('stat-value')).toHaveText(/^\$/);
    await seedPayment(5000);
    await seedPayment(6500);
    await agreesAfterReloads(page, card.getByTestId('stat-value'), async () => {
      const cents = await revenueCents();
      const value = await card.getByTestId('stat-value').textContent();
      const share = await card.getByTestId('climate-share').textContent();
      return (
        value === formatUsd(cents) &&
        Boolean(share?.startsWith(formatUsd(climateShareCents(cents))))
      );
    });
    await expect(card).toContainText('(1%) to climate nonprofits');
  });
});
