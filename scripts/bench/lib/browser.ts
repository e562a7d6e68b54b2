import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import playwrightConfig from '../../../playwright.config';
import { submitLogin, newAdmin, ADMIN } from '../../../tests/e2e/admin-core/helpers';

/** Debian's Chromium with the very flags the browser tests use (playwright.config.ts). */
export const CHROMIUM_PATH =
  playwrightConfig.use?.launchOptions?.executablePath ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS: string[] = playwrightConfig.use?.launchOptions?.args ?? [];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signs a fresh admin in through the console's login form (the admin-core tests' flow) and
 * returns the signed-in state, Firebase Auth's IndexedDB included, so a measurement can start
 * from a new context with an empty HTTP cache but an admin session.
 */
export async function signedInAdminState(browser: Browser): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // A loaded machine can take well over Playwright's default 30 s to render the console.
    page.setDefaultTimeout(120_000);
    const admin = await newAdmin();
    await submitLogin(page, admin.email, admin.password);
    await page.waitForURL(ADMIN(''));
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}
