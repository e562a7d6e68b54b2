/**
 * Brand accounts end to end: the guard, signup/login/logout, buying the featured plan through
 * the stand-in Checkout until the dashboard shows it active, and canceling it in the customer
 * portal.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { AUTH_ERROR_COPY, BRAND_COPY, COPY, EMAIL_VERIFICATION_COPY } from '@swagdrop/model';
import { adminAuth, createUser } from '../../support/emulator';
import { emailsFor } from '../admin-core/helpers';
import { expect, seriousA11yViolations, test, URLS } from '../support/fixtures';
import { actAsProjectActionUrl, loginAs, uniqueEmail } from './support';

const PASSWORD = 'secret123';

test.describe('brand accounts', () => {
  test('a visitor sent to /dashboard lands on /login with history replaced', async ({ page }) => {
    await page.goto('/about');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(`${URLS.storefront}/login`);
    await expect(page.getByRole('heading', { name: BRAND_COPY.loginTitle })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`${URLS.storefront}/about`);
    await page.goto('/success');
    await expect(page).toHaveURL(`${URLS.storefront}/login`);
  });

  test('signup validation messages and the show/hide toggle', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('heading', { name: BRAND_COPY.signupTitle }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('signup'));
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm Password', { exact: true }).fill('abd');
    await page.getByRole('button', { name: BRAND_COPY.signUp }).click();
    await expect(page.getByText(COPY.passwordTooShort)).toBeVisible();
    await expect(page.getByText(COPY.passwordsDoNotMatch)).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('minlength', '6');

    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('login with a wrong password shows a friendly message', async ({ page }) => {
    const email = uniqueEmail('wrongpw');
    await createUser(email, PASSWORD);
    await loginAs(page, email, 'not-the-password');
    await expect(page.getByText(AUTH_ERROR_COPY['auth/invalid-credential'])).toBeVisible();
    await expect(page).toHaveURL(`${URLS.storefront}/login`);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('login, existing session skips /login, logout', async ({ page }) => {
    const email = uniqueEmail('login');
    await createUser(email, PASSWORD);
    await loginAs(page, email, PASSWORD);
    await expect(page.getByText(COPY.welcomeBack)).toBeVisible();
    await expect(page).toHaveURL(`${URLS.storefront}/dashboard`);
    await expect(page.getByTestId('dashboard-email')).toHaveText(email);

    await page.goto('/login');
    await expect(page).toHaveURL(`${URLS.storefront}/dashboard`);
    await page.goto('/signup');
    await expect(page).toHaveURL(`${URLS.storefront}/dashboard`);

    await page.getByRole('button', { name: BRAND_COPY.logout }).click();
    await expect(page.getByText(COPY.loggedOut)).toBeVisible();
    await expect(page).toHaveURL(`${URLS.storefront}/`);
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  });

  test('signup sends the verification email; the dashboard notice resends it until the link is followed', async ({
    page,
  }) => {
    const email = uniqueEmail('verify');
    await page.goto('/signup');
    await page.getByRole('heading', { name: BRAND_COPY.signupTitle }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: BRAND_COPY.signUp }).click();
    await expect(page).toHaveURL(`${URLS.storefront}/dashboard`);
    const notice = page.getByTestId('email-verification-notice');
    await expect(notice).toContainText(EMAIL_VERIFICATION_COPY.notVerified);
    // The accessibility check runs on the settled dashboard (plans and lists loaded).
    await expect(page.getByText(BRAND_COPY.noPlan)).toBeVisible();
    await expect(page.getByText(BRAND_COPY.noSubmissionsYet)).toBeVisible();
    await expect(page.getByRole('button', { name: BRAND_COPY.subscribe }).first()).toBeEnabled();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await expect.poll(async () => (await emailsFor(email, 'VERIFY_EMAIL')).length).toBe(1);
    const [first] = await emailsFor(email, 'VERIFY_EMAIL');
    const link = new URL(first!.oobLink);
    expect(link.searchParams.get('mode')).toBe('verifyEmail');
    expect(link.searchParams.get('continueUrl')).toBe(`${URLS.storefront}/dashboard`);

    await notice.getByRole('button', { name: EMAIL_VERIFICATION_COPY.resend }).click();
    await expect(page.getByText(EMAIL_VERIFICATION_COPY.sent)).toBeVisible();
    await expect.poll(async () => (await emailsFor(email, 'VERIFY_EMAIL')).length).toBe(2);
    const latest = (await emailsFor(email, 'VERIFY_EMAIL')).at(-1)!;

    await actAsProjectActionUrl(page);
    await page.goto(latest.oobLink);
    await expect(page).toHaveURL(new RegExp(`^${URLS.storefront}/reset-password\\?`));
    await expect(
      page.getByRole('heading', { level: 1, name: EMAIL_VERIFICATION_COPY.verifiedTitle }),
    ).toBeVisible();
    await expect(page.getByText(EMAIL_VERIFICATION_COPY.verified)).toBeVisible();
    expect((await adminAuth().getUserByEmail(email)).emailVerified).toBe(true);

    await page.getByRole('link', { name: EMAIL_VERIFICATION_COPY.toDashboard }).click();
    await expect(page).toHaveURL(`${URLS.storefront}/dashboard`);
    await expect(page.getByTestId('dashboard-email')).toHaveText(email);
    await expect(page.getByTestId('email-verification-notice')).toHaveCount(0);

    // A used link says so instead of verifying again.
    await page.goto(latest.oobLink);
    await expect(page.getByText(EMAIL_VERIFICATION_COPY.invalidLink)).toBeVisible();
  });

  test('signup → dashboard → featured plan → /success → plan active → canceled in the portal', async ({
    page,
  }) => {
    const email = uniqueEmail('subscriber');
    await page.goto('/signup');
    await page.getByRole('heading', { name: BRAND_COPY.signupTitle }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: BRAND_COPY.signUp }).click();
    await expect(page.getByText(BRAND_COPY.accountCreated)).toBeVisible();
    await expect(page).toHaveURL(`${URLS.storefront}/dashboard`);
    await expect(page.getByTestId('dashboard-email')).toHaveText(email);
    await expect(page.getByText(BRAND_COPY.noPlan)).toBeVisible();
    await expect(page.getByText(BRAND_COPY.climateNotice)).toBeVisible();
    await expect(page.getByText(BRAND_COPY.noSubmissionsYet)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Plans are sold only to verified accounts: follow the emailed link first.
    await expect.poll(async () => (await emailsFor(email, 'VERIFY_EMAIL')).length).toBe(1);
    const [verification] = await emailsFor(email, 'VERIFY_EMAIL');
    await actAsProjectActionUrl(page);
    await page.goto(verification?.oobLink ?? '');
    await expect(
      page.getByRole('heading', { level: 1, name: EMAIL_VERIFICATION_COPY.verifiedTitle }),
    ).toBeVisible();
    await page.goto('/dashboard');

    const featured = page.getByRole('article', { name: 'Featured Placement 90 Days' });
    await expect(featured.getByText('$65')).toBeVisible();
    await expect(
      featured.getByText(/\$50 standard listing \+ \$15 featured upgrade/),
    ).toBeVisible();
    await page.route('**/createSubscriptionCheckout', async (route) => {
      await sleep(800);
      await route.continue();
    });
    await featured.getByRole('button', { name: BRAND_COPY.subscribe }).click();
    await expect(featured.getByRole('button', { name: BRAND_COPY.processing })).toBeDisabled();

    await page.waitForURL(`${URLS.stripe}/checkout/**`);
    await expect(page.getByText('$65.00').first()).toBeVisible();
    await page.getByRole('button', { name: /^Pay/ }).click();

    await expect(page).toHaveURL(`${URLS.storefront}/success`);
    await expect(page.getByText(COPY.paymentSuccessfulWelcome)).toBeVisible();
    await expect(page.getByText(BRAND_COPY.accountActivated)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();

    const current = page.getByTestId('current-plan');
    await expect(current.getByText('Featured Placement 90 Days')).toBeVisible();
    await expect(current.getByText('active')).toBeVisible();
    await expect(current.getByText(/^Renews on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(featured.getByRole('button', { name: BRAND_COPY.activePlan })).toBeDisabled();
    await expect(featured.getByText('Current')).toBeVisible();
    const listing = page.getByRole('article', { name: '90 day Listing' });
    await expect(listing.getByRole('button', { name: BRAND_COPY.subscribe })).toBeEnabled();
    await expect(current.getByRole('button', { name: BRAND_COPY.manageBilling })).toBeEnabled();

    // Self-service billing: cancel in the customer portal, come back to 'Cancels on'.
    await current.getByRole('button', { name: BRAND_COPY.manageBilling }).click();
    await page.waitForURL(`${URLS.stripe}/billing_portal/**`);
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(page.getByRole('status')).toContainText('Your plan is canceled');
    await page.getByRole('link', { name: 'Return to SwagDrop' }).click();
    await expect(page).toHaveURL(`${URLS.storefront}/dashboard`);
    await expect(current.getByText(/^Cancels on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(current.getByText('active')).toBeVisible();
  });

  test('the plans come from the plan catalogue at run time: loading, then an error state', async ({
    page,
  }) => {
    const email = uniqueEmail('catalogue');
    await createUser(email, PASSWORD);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/planCatalogue', async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    });
    await loginAs(page, email, PASSWORD);
    await expect(page).toHaveURL(`${URLS.storefront}/dashboard`);
    await expect(page.getByRole('progressbar', { name: BRAND_COPY.loadingPlans })).toHaveCount(2);
    await expect(page.getByRole('button', { name: BRAND_COPY.subscribe })).toHaveCount(0);
    release();
    await expect(page.getByText(BRAND_COPY.plansLoadFailed)).toBeVisible();
    // Without the deployment's price ids nothing can be bought.
    await expect(page.getByRole('button', { name: BRAND_COPY.subscribe })).toHaveCount(2);
    for (const button of await page.getByRole('button', { name: BRAND_COPY.subscribe }).all()) {
      await expect(button).toBeDisabled();
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
