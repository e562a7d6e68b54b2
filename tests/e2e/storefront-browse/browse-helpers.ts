import { expect, type Page } from '@playwright/test';
import { adminDb, seedListing, Timestamp, type SeedListing } from '../../support/emulator';

/** A lowercase token unique to one test, used in titles so searches isolate its listings. */
export function uniqueToken(prefix = 'zq'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

export async function seed(
  overrides: Partial<SeedListing> & { created_at?: Date } = {},
): Promise<{ id: string; slug: string }> {
  const id = await seedListing(overrides);
  const snap = await adminDb().collection('swag_listings').doc(id).get();
  return { id, slug: String(snap.get('slug')) };
}

export async function updateListing(id: string, data: Record<string, unknown>): Promise<void> {
  await adminDb()
    .collection('swag_listings')
    .doc(id)
    .update({ ...data, updated_at: Timestamp.now() });
}

export async function deleteListing(id: string): Promise<void> {
  await adminDb().collection('swag_listings').doc(id).delete();
}

export const countLine = (page: Page) => page.getByTestId('results-count');
export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search swag' });
export const cityBox = (page: Page) => page.getByRole('combobox', { name: 'Your city' });
export const categorySelect = (page: Page) => page.getByRole('combobox', { name: 'Category' });

/** Titles of the rendered cards, in page order. */
export async function cardTitles(page: Page, within = 'main'): Promise<string[]> {
  return page.locator(`${within} [data-testid="listing-card"] h3`).allTextContents();
}

/** Opens the directory filtered to one test's token and waits for its results. */
export async function openDirectory(page: Page, query: string, expectedCount: number) {
  await page.goto(`/swag?${query}`);
  await expect(countLine(page)).toHaveText(`${expectedCount} items found`);
}

/**
 * Opens the home page until its featured section shows a card. Home is not live: it shows the
 * directory bundle as of up to a few seconds ago (function freshness plus browser max-age), so
 * a listing seeded just before may need a reload to appear.
 */
export async function openHomeWithFeatured(page: Page): Promise<void> {
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByTestId('home-featured').getByTestId('listing-card').first()).toBeVisible(
      { timeout: 5_000 },
    );
  }).toPass({ timeout: 45_000, intervals: [1_000, 2_000, 3_000] });
}
