import { ADMIN_COPY, COPY } from '@swagdrop/model';
import { test, expect, seriousA11yViolations } from '../support/fixtures';
import { ADMIN, loginAsNewAdmin, newAdmin, submitLogin } from './helpers';

/** Item 2: /admin/login as the spec describes it. */
test.describe('admin login', () => {
  test('shows the spec texts and has no serious accessibility problems', async ({ page }) => {
    await page.goto(ADMIN('/login'));
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page.getByText(ADMIN_COPY.needAccess)).toBeVisible();
    await expect(page.getByRole('button', { name: ADMIN_COPY.forgotPassword })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('validates email and password before calling the server', async ({ page }) => {
    let signInCalls = 0;
    page.on('request', (req) => {
      if (req.url().includes('accounts:signInWithPassword')) signInCalls += 1;
    });
    await page.goto(ADMIN('/login'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    expect(signInCalls).toBe(0);
  });

  test('a wrong password shows the provider message and stays on the login page', async ({
    page,
  }) => {
    const admin = await newAdmin();
    await submitLogin(page, admin.email, 'wrong-password');
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await expect(page).toHaveURL(ADMIN('/login'));
  });

  test('falls back to "Login failed" when the provider gives no usable message', async ({
    page,
  }) => {
    const admin = await newAdmin();
    await page.route('**/accounts:signInWithPassword**', (route) => route.abort('failed'));
    await submitLogin(page, admin.email, admin.password);
    await expect(page.getByText(COPY.loginFailed, { exact: true })).toBeVisible();
  });

  test('an admin signs in with "Welcome back!", reaches the dashboard and can log out', async ({
    page,
  }) => {
    await loginAsNewAdmin(page);
    await expect(page.getByText(COPY.welcomeBack)).toBeVisible();
    await expect(page.getByText(ADMIN_COPY.welcomeAdmin)).toBeVisible();

    // The session survives a reload.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText(COPY.loggedOut)).toBeVisible();
    await expect(page).toHaveURL(ADMIN('/login'));
    await page.goto(ADMIN(''));
    await expect(page).toHaveURL(ADMIN('/login'));
  });
});
