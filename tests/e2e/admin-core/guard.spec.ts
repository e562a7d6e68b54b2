import { COPY } from '@swagdrop/model';
import { adminAuth } from '../../support/emulator';
import { test, expect } from '../support/fixtures';
import { ADMIN, loginAsNewAdmin, newAdmin, newBrand, submitLogin } from './helpers';

/** Item 1: every /admin route but login and reset needs a session WITH the admin claim. */
test.describe('admin route guard', () => {
  for (const path of ['', '/listings', '/submissions', '/reports', '/claims', '/activity']) {
    test(`a visitor opening /admin${path} lands on /admin/login`, async ({ page }) => {
      await page.goto(ADMIN(path));
      await expect(page).toHaveURL(ADMIN('/login'));
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    });
  }

  test('a brand account is refused with a clear message and signed out', async ({ page }) => {
    const brand = await newBrand();
    await submitLogin(page, brand.email, brand.password);
    await expect(page.getByText(COPY.notAnAdmin)).toBeVisible();
    await expect(page.getByText(COPY.welcomeBack)).toHaveCount(0);
    await expect(page).toHaveURL(ADMIN('/login'));

    // Signed out for real: the console stays closed, also after a reload.
    await page.goto(ADMIN('/listings'));
    await expect(page).toHaveURL(ADMIN('/login'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  });

  test('an admin claim on an unverified email is refused like a brand account', async ({
    page,
  }) => {
    const lookAlike = await newAdmin(undefined, { emailVerified: false });
    await submitLogin(page, lookAlike.email, lookAlike.password);
    await expect(page.getByText(COPY.notAnAdmin)).toBeVisible();
    await expect(page).toHaveURL(ADMIN('/login'));
    await page.goto(ADMIN('/listings'));
    await expect(page).toHaveURL(ADMIN('/login'));
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  });

  test('an admin whose claim is revoked is signed out with the message when returning to the tab', async ({
    page,
  }) => {
    const admin = await loginAsNewAdmin(page);
    await adminAuth().setCustomUserClaims(admin.uid, null);
    // Coming back to the tab makes the console refresh its token and re-read the claim.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByText(COPY.notAnAdmin)).toBeVisible();
    await expect(page).toHaveURL(ADMIN('/login'));
    await page.goto(ADMIN(''));
    await expect(page).toHaveURL(ADMIN('/login'));
  });

  test('a signed-in admin opening /admin/login goes to /admin', async ({ page }) => {
    await loginAsNewAdmin(page);
    await page.goto(ADMIN('/login'));
    await expect(page).toHaveURL(ADMIN(''));
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('unknown admin paths fall back to the dashboard (behind the guard)', async ({ page }) => {
    await page.goto(`${ADMIN('/no-such-screen')}`);
    await expect(page).toHaveURL(ADMIN('/login'));
  });
});
