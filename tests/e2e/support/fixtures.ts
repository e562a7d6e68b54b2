import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { WELCOME_SEEN_STORAGE_KEY } from '@swagdrop/model/constants';
import { URLS } from '../../support/emulator';

/**
 * Shared browser fixtures: every page records console errors and uncaught exceptions, and the
 * welcome dialog is pre-dismissed unless a test asks for a fresh visitor.
 */
export const test = base.extend<{ consoleErrors: string[]; freshVisitor: boolean }>({
  freshVisitor: [false, { option: true }],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    await use(errors);
  },
  page: async ({ page, freshVisitor }, use) => {
    if (!freshVisitor) {
      await page.addInitScript(
        (key) => window.localStorage.setItem(key, 'true'),
        WELCOME_SEEN_STORAGE_KEY,
      );
    }
    await use(page);
  },
});

export { expect, URLS };

/** axe-core scan; returns serious and critical violations only (the acceptance bar). */
export async function seriousA11yViolations(page: Page, include?: string) {
  // A dialog fading in has text at partial opacity, which axe reports as low contrast: check
  // the page as it rests, once its finite transitions and animations have finished (spinners
  // and skeleton pulses run forever and are left alone).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Signs in on the storefront login page (helpers create the user with tests/support). */
export async function loginStorefront(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /log in|sign in/i }).click();
}
