/**
 * Brand password reset: 'Forgot your password?' on /login → the email link → the storefront's
 * /reset-password → a new password that signs in. The link is the one the Auth emulator
 * recorded; nothing about it is built by the test.
 */
import type { Page } from '@playwright/test';
import { BRAND_COPY, COPY, PASSWORD_RESET_COPY } from '@swagdrop/model';
import { createUser, idTokenFor, PROJECT_ID } from '../../support/emulator';
import { resetEmailFor } from '../admin-core/helpers';
import { expect, seriousA11yViolations, test, URLS } from '../support/fixtures';
import { actAsProjectActionUrl, loginAs, uniqueEmail } from './support';

const PASSWORD = 'old-brand-pass-1';
const NEW_PASSWORD = 'new-brand-pass-2';

async function requestReset(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('heading', { name: BRAND_COPY.loginTitle }).waitFor();
  await page.getByRole('button', { name: PASSWORD_RESET_COPY.forgotPassword }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: PASSWORD_RESET_COPY.resetTitle }),
  ).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: PASSWORD_RESET_COPY.sendResetLink }).click();
  await expect(page.getByText(COPY.resetEmailSent)).toBeVisible();
  await expect(page.getByRole('heading', { name: BRAND_COPY.loginTitle })).toBeVisible();
}

test.describe('brand password reset', () => {
  test('request, follow the emailed link, choose a new password, log in with it', async ({
    page,
    consoleErrors,
  }) => {
    const email = uniqueEmail('reset');
    await createUser(email, PASSWORD);
    await requestReset(page, email);

    const sent = await resetEmailFor(email);
    expect(sent, 'the Auth emulator recorded a reset email').toBeDefined();
    const link = new URL(sent!.oobLink);
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    expect(link.searchParams.get('continueUrl')).toBe(`${URLS.storefront}/reset-password`);

    await actAsProjectActionUrl(page);
    await page.goto(sent!.oobLink);
    await expect(page).toHaveURL(new RegExp(`^${URLS.storefront}/reset-password\\?`));
    expect(new URL(page.url()).searchParams.get('oobCode')).toBe(sent!.oobCode);
    await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);

    const update = page.getByRole('button', { name: PASSWORD_RESET_COPY.updatePassword });
    const fill = async (password: string, confirm: string) => {
      await page.getByLabel('New Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm Password', { exact: true }).fill(confirm);
      await update.click();
    };
    await fill('abc', 'abc');
    await expect(page.getByText(COPY.passwordTooShort)).toBeVisible();
    await fill(NEW_PASSWORD, 'something-else');
    await expect(page.getByText(COPY.passwordsDoNotMatch)).toBeVisible();
    await fill(NEW_PASSWORD, NEW_PASSWORD);
    await expect(page.getByText(COPY.passwordUpdated)).toBeVisible();
    await expect(
      page.getByRole('heading', { name: PASSWORD_RESET_COPY.passwordUpdatedTitle }),
    ).toBeVisible();

    await expect(idTokenFor(email, PASSWORD)).rejects.toThrow();
    await page.getByRole('link', { name: BRAND_COPY.logIn }).click();
    await expect(page).toHaveURL(`${URLS.storefront}/login`);
    await loginAs(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(`${URLS.storefront}/dashboard`);
    await expect(page.getByText(COPY.welcomeBack)).toBeVisible();

    // The link works once.
    await page.goto(`${URLS.storefront}/reset-password${link.search}`);
    await expect(page.getByText(COPY.invalidOrExpiredResetLink)).toBeVisible();
    expect(consoleErrors.filter((e) => !/favicon|400|auth\/invalid-action-code/i.test(e))).toEqual(
      [],
    );
  });

  test('an unknown email gets the same answer and no email (no account probing)', async ({
    page,
  }) => {
    const email = uniqueEmail('nobody');
    await requestReset(page, email);
    expect(await resetEmailFor(email)).toBeUndefined();
  });

  test('"Back to Login" returns to the login form', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: PASSWORD_RESET_COPY.forgotPassword }).click();
    await page.getByRole('button', { name: PASSWORD_RESET_COPY.backToLogin }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: BRAND_COPY.loginTitle }),
    ).toBeVisible();
  });

  test('a link without a code or with a bad one goes back to /login with a message', async ({
    page,
  }) => {
    await page.goto('/reset-password');
    await expect(page.getByText(COPY.invalidResetLink)).toBeVisible();
    await expect(page).toHaveURL(`${URLS.storefront}/login`);
    await page.goto('/reset-password?mode=resetPassword&oobCode=not-a-real-code');
    await expect(page.getByText(COPY.invalidOrExpiredResetLink)).toBeVisible();
    await expect(page).toHaveURL(`${URLS.storefront}/login`);
  });

  test("a link asked for on /admin/login is handed to the console's reset page", async ({
    page,
  }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    const query = new URLSearchParams({
      mode: 'resetPassword',
      oobCode: 'code-for-the-console',
      apiKey: PROJECT_ID,
      continueUrl: `${URLS.admin}/admin/login`,
    });
    await page.goto(`/reset-password?${query}`);
    await expect(page).toHaveURL(`${URLS.admin}/admin/login`);
    expect(visited).toContain(`${URLS.admin}/admin/reset-password?${query}`);
  });
});
