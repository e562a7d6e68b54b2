import { ADMIN_COPY, ADMIN_RESET_REDIRECT_MS, COPY } from '@swagdrop/model';
import { idTokenFor, URLS } from '../../support/emulator';
import { test, expect, seriousA11yViolations } from '../support/fixtures';
import { ADMIN, newAdmin, resetEmailFor, submitLogin } from './helpers';

/** Item 2: forgot password → email link → /admin/reset-password → new password works. */
test.describe('admin password reset', () => {
  test('the whole journey: request, link from the email, new password, sign in with it', async ({
    page,
  }) => {
    const admin = await newAdmin();
    await page.goto(ADMIN('/login'));
    await page.getByRole('button', { name: ADMIN_COPY.forgotPassword }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await expect(page.getByRole('button', { name: ADMIN_COPY.backToLogin })).toBeVisible();
    await expect(page.getByText(ADMIN_COPY.needAccess)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel('Email').fill(admin.email);
    await page.getByRole('button', { name: ADMIN_COPY.sendResetLink }).click();
    await expect(page.getByText(COPY.resetEmailSent)).toBeVisible();

    const email = await resetEmailFor(admin.email);
    expect(email, 'the Auth emulator recorded a reset email').toBeDefined();
    const link = new URL(email!.oobLink);
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    expect(link.searchParams.get('oobCode')).toBe(email!.oobCode);
    // The link hands the code to the console's reset page on the runtime config's adminUrl.
    expect(link.searchParams.get('continueUrl')).toBe(ADMIN('/reset-password'));

    // Follow the link as the email's reader would. The Auth emulator links to its own action
    // handler, which only completes a reset given `newPassword` in the URL; Firebase's handler
    // for a code handled in the app passes it on to the continue URL (the emulator itself does
    // so for sign-in links). This route plays that handler, nothing else.
    const emulatorHandler = new URL('/emulator/action', URLS.authEmulator).href;
    await page.route(
      (url) => url.href.startsWith(`${emulatorHandler}?`),
      (route) =>
        route.fulfill({ status: 303, headers: { location: handOff(route.request().url()) } }),
    );
    await page.goto(email!.oobLink);
    await expect(page).toHaveURL((url) => url.pathname === '/admin/reset-password');
    expect(new URL(page.url()).origin).toBe(new URL(ADMIN()).origin);
    const resetUrl = page.url();
    await expect(page.getByText(`Choose a new password for ${admin.email}.`)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const update = page.getByRole('button', { name: ADMIN_COPY.updatePassword });
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('abc');
    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('abc');
    await update.click();
    await expect(page.getByText(COPY.passwordTooShort)).toBeVisible();

    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('brand-new-1');
    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('brand-new-2');
    await update.click();
    await expect(page.getByText(COPY.passwordsDoNotMatch)).toBeVisible();

    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('brand-new-1');
    await update.click();
    await expect(page.getByText(COPY.passwordUpdated)).toBeVisible();
    const shownAt = Date.now();
    await expect(
      page.getByRole('heading', { name: ADMIN_COPY.passwordUpdatedTitle }),
    ).toBeVisible();
    await expect(page).toHaveURL(ADMIN('/login'), { timeout: ADMIN_RESET_REDIRECT_MS + 5000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(ADMIN_RESET_REDIRECT_MS - 600);

    // The new password works, the old one does not, and the link cannot be used twice.
    await expect(idTokenFor(admin.email, admin.password)).rejects.toThrow();
    await submitLogin(page, admin.email, 'brand-new-1');
    await expect(page).toHaveURL(ADMIN(''));
    await expect(page.getByText(COPY.welcomeBack)).toBeVisible();

    await page.goto(resetUrl);
    await expect(page.getByText(COPY.invalidOrExpiredResetLink)).toBeVisible();
  });

  test('"Back to Login" returns to the login form', async ({ page }) => {
    await page.goto(ADMIN('/login'));
    await page.getByRole('button', { name: ADMIN_COPY.forgotPassword }).click();
    await page.getByRole('button', { name: ADMIN_COPY.backToLogin }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  });

  test('a failed request shows "Failed to send reset email"', async ({ page }) => {
    const admin = await newAdmin();
    await page.route('**/accounts:sendOobCode**', (route) => route.abort('failed'));
    await page.goto(ADMIN('/login'));
    await page.getByRole('button', { name: ADMIN_COPY.forgotPassword }).click();
    await page.getByLabel('Email').fill(admin.email);
    await page.getByRole('button', { name: ADMIN_COPY.sendResetLink }).click();
    await expect(page.getByText(COPY.failedToSendReset)).toBeVisible();
  });

  test('an unknown email gets the same answer as a known one (no account probing)', async ({
    page,
  }) => {
    await page.goto(ADMIN('/login'));
    await page.getByRole('button', { name: ADMIN_COPY.forgotPassword }).click();
    await page.getByLabel('Email').fill(`nobody-${Date.now()}@example.com`);
    await page.getByRole('button', { name: ADMIN_COPY.sendResetLink }).click();
    await expect(page.getByText(COPY.resetEmailSent)).toBeVisible();
  });

  test('a link without a code: toast and back to /admin/login', async ({ page }) => {
    await page.goto(ADMIN('/reset-password'));
    await expect(page.getByText(COPY.invalidResetLink)).toBeVisible();
    await expect(page).toHaveURL(ADMIN('/login'));
  });

  test('an invalid or expired code: toast and back to /admin/login', async ({ page }) => {
    await page.goto(`${ADMIN('/reset-password')}?mode=resetPassword&oobCode=not-a-real-code`);
    await expect(page.getByText(COPY.invalidOrExpiredResetLink)).toBeVisible();
    await expect(page).toHaveURL(ADMIN('/login'));
    await expect(page.getByRole('textbox', { name: 'New Password', exact: true })).toHaveCount(0);
  });
});

/** Firebase's action handler for an in-app code: the continue URL with the link's parameters. */
function handOff(actionLink: string): string {
  const link = new URL(actionLink);
  const target = new URL(link.searchParams.get('continueUrl') ?? '');
  for (const [name, value] of link.searchParams) {
    if (name !== 'continueUrl') target.searchParams.set(name, value);
  }
  return target.toString();
}
