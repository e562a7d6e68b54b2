import type { Page } from '@playwright/test';
import { COPY, REPORT_REASON_LABELS, REPORT_REASON_VALUES } from '@swagdrop/model';
import { createUser } from '../../support/emulator';
import { test, expect, seriousA11yViolations } from '../support/fixtures';
import {
  reportsOf,
  routeFunctions,
  seedWritableListing,
  uniqueEmail,
  warmUpFunctions,
} from './helpers';

/**
 * Signs in through the storefront's real /login page. Scoped to <main> and exact labels: the
 * footer's newsletter input ('Email address') also matches a loose 'Email' label, and while the
 * page checks the session it is the only match.
 */
async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: /log in|sign in/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('report modal', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await warmUpFunctions('submitReport');
  });

  test('an anonymous visitor must give an email; the report is stored with it', async ({
    page,
  }) => {
    const listing = await seedWritableListing('report-anon');
    await routeFunctions(page, { delayMs: { submitReport: 600 } });
    await page.goto(`/swag/${listing.slug}`);

    await page.getByRole('button', { name: /Mark as Gone/ }).click();
    const dialog = page.getByRole('dialog');
    const reason = dialog.getByLabel('Reason');
    await expect(reason).toHaveValue('out_of_stock');
    await expect(reason.locator('option')).toHaveText(
      REPORT_REASON_VALUES.map((value) => REPORT_REASON_LABELS[value]),
    );

    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    expect(await reportsOf(listing.id)).toHaveLength(0);

    const email = uniqueEmail('reporter');
    await reason.selectOption({ label: REPORT_REASON_LABELS.link_broken });
    await dialog.getByLabel('Details (optional)').fill('The claim page says 404.');
    await dialog.getByLabel('Your Email').fill(email);
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();

    await expect(page.getByText(COPY.reportSuccess)).toBeVisible();
    await expect(dialog).toBeHidden();
    const stored = await reportsOf(listing.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      reason: 'link_broken',
      message: 'The claim page says 404.',
      reporter_email: email,
      reporter_user_id: null,
      status: 'pending',
    });

    // Reset for the next report.
    await page.getByRole('button', { name: /Mark as Gone/ }).click();
    await expect(reason).toHaveValue('out_of_stock');
    await expect(dialog.getByLabel('Details (optional)')).toHaveValue('');
    await expect(dialog.getByLabel('Your Email')).toHaveValue('');
  });

  test('a signed-in brand reports without an email field and is recorded by user id', async ({
    page,
  }) => {
    const email = uniqueEmail('brand');
    const password = 'brand-pass-123';
    const uid = await createUser(email, password);
    const listing = await seedWritableListing('report-user');
    await routeFunctions(page);

    await logIn(page, email, password);
    await page.goto(`/swag/${listing.slug}`);
    await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();

    await page.getByRole('button', { name: /Mark as Gone/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Reason')).toBeVisible();
    await expect(dialog.getByLabel('Your Email')).toHaveCount(0);
    await dialog.getByLabel('Reason').selectOption('expired_offer');
    await dialog.getByRole('button', { name: 'Submit Report' }).click();

    await expect(page.getByText(COPY.reportSuccess)).toBeVisible();
    await expect(dialog).toBeHidden();
    const stored = await reportsOf(listing.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      reason: 'expired_offer',
      message: null,
      reporter_email: null,
      reporter_user_id: uid,
    });
  });

  test('has no serious accessibility violations when open', async ({ page }) => {
    const listing = await seedWritableListing('report-axe');
    await page.goto(`/swag/${listing.slug}`);
    await page.getByRole('button', { name: /Mark as Gone/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit Report' }).waitFor();
    expect(await seriousA11yViolations(page, '.MuiDialog-root')).toEqual([]);
  });
});
