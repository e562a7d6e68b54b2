import { ADMIN_COPY } from '@swagdrop/model';
import { test, expect, seriousA11yViolations } from '../support/fixtures';
import { ADMIN, loginAsNewAdmin } from './helpers';

const SECTIONS = [
  { label: 'Dashboard', path: '', heading: 'Dashboard' },
  { label: 'Manage Listings', path: '/listings', heading: 'Manage Listings' },
  { label: 'Review Submissions', path: '/submissions', heading: 'Review Submissions' },
  { label: 'Listing Reports', path: '/reports', heading: 'Listing Reports' },
  { label: 'Claim Logs', path: '/claims', heading: 'Claim Logs' },
  { label: 'Activity', path: '/activity', heading: 'Activity' },
  { label: 'Email log', path: '/emails', heading: 'Email log' },
];

/** Item 3: sidebar with every section and Logout, collapsible on small screens. */
test.describe('admin layout', () => {
  test('the sidebar reaches every section and marks the current one', async ({ page }) => {
    await loginAsNewAdmin(page);
    await expect(page.getByText(ADMIN_COPY.welcomeAdmin)).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const section of [...SECTIONS].reverse()) {
      await nav.getByRole('link', { name: section.label }).click();
      await expect(page).toHaveURL(ADMIN(section.path));
      await expect(page.getByRole('heading', { level: 1, name: section.heading })).toBeVisible();
      await expect(nav.getByRole('link', { name: section.label })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('on a phone the sidebar collapses behind a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAsNewAdmin(page);
    const menu = page.getByRole('button', { name: 'Open navigation' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Manage Listings' })).toBeHidden();

    await menu.click();
    // The open drawer is modal: the rest of the page (the menu button too) is aria-hidden.
    await expect(
      page.getByRole('button', { name: 'Open navigation', includeHidden: true }),
    ).toHaveAttribute('aria-expanded', 'true');
    const drawerLink = page.getByRole('link', { name: 'Manage Listings' });
    await expect(drawerLink).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await drawerLink.click();
    await expect(page).toHaveURL(ADMIN('/listings'));
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Listings' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Claim Logs' })).toBeHidden();

    // Escape closes it again without navigating.
    await menu.click();
    await expect(page.getByRole('link', { name: 'Claim Logs' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Claim Logs' })).toBeHidden();
    await expect(page).toHaveURL(ADMIN('/listings'));
  });

  test('on a desktop the menu button is not shown', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginAsNewAdmin(page);
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Claim Logs' })).toBeVisible();
  });

  test('a sidebar navigation starts the next screen at its top', async ({ page }) => {
    // A short window makes every screen taller than it, so each can be scrolled.
    await page.setViewportSize({ width: 1280, height: 360 });
    await loginAsNewAdmin(page);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const goTo = async (label: string, heading: string) => {
      await nav.getByRole('link', { name: label }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    };
    // Load both screens once, so the second visit renders without a loading placeholder.
    await goTo('Manage Listings', 'Manage Listings');
    await goTo('Dashboard', 'Dashboard');

    await page.evaluate(() => window.scrollTo(0, 120));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(120);
    await goTo('Manage Listings', 'Manage Listings');
    const geometry = await page.evaluate(() => ({
      scrollY: window.scrollY,
      scrollable: document.documentElement.scrollHeight - window.innerHeight,
    }));
    expect(
      geometry.scrollable,
      'the screen is long enough to keep a scroll position',
    ).toBeGreaterThan(120);
    expect(geometry.scrollY).toBe(0);
  });
});
