/** Steps of the scarce-swag journey: visitors in their own browser contexts, the stock line. */
import type { Browser, Locator, Page } from '@playwright/test';
import { COPY, WELCOME_SEEN_STORAGE_KEY } from '@swagdrop/model';
import { routeFunctions, uniqueEmail } from '../storefront-writes/helpers';
import { URLS } from '../support/fixtures';

/**
 * A visitor of their own (own cookies, storage and forwarded IP, so the per-IP throttles and
 * the one-claim-per-email rule see a different person), past the welcome dialog.
 */
export async function newVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: URLS.storefront });
  await context.addInitScript(
    (key) => window.localStorage.setItem(key, 'true'),
    WELCOME_SEEN_STORAGE_KEY,
  );
  const page = await context.newPage();
  await routeFunctions(page);
  return page;
}

/** Opens the listing's claim modal and fills it in (not sent); returns the dialog. */
export async function openFilledClaim(page: Page, slug: string): Promise<Locator> {
  await page.goto(`/swag/${slug}`);
  await page.getByRole('button', { name: /Get Free Swag/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First Name').fill('Robin');
  await dialog.getByLabel('Email').fill(uniqueEmail('stock'));
  await dialog.getByRole('checkbox', { name: COPY.claimTerms }).check();
  return dialog;
}

export const claimButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Claim Now' });

/** A visitor claims the listing on its page and sees the success toast. */
export async function visitorClaims(browser: Browser, slug: string): Promise<void> {
  const page = await newVisitor(browser);
  const dialog = await openFilledClaim(page, slug);
  await claimButton(dialog).click();
  await page.getByText(COPY.claimSuccess).waitFor();
  await page.context().close();
}

/** The card of `title` on a directory page. */
export const cardOf = (page: Page, title: string) =>
  page.getByTestId('listing-card').filter({ has: page.getByRole('heading', { name: title }) });

/** Marks the page, so a later check can tell it was never reloaded. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { stockPageMark: 'kept' }));
}
export async function pageMark(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { stockPageMark?: string }).stockPageMark);
}
