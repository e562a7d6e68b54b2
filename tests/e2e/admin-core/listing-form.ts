import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** A 1x1 transparent PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export function listingDialog(page: Page, name: 'Add New Listing' | 'Edit Listing'): Locator {
  return page.getByRole('dialog', { name });
}

/** A text box by its label; the location is a place box (role combobox). */
export const field = (dialog: Locator, name: string) =>
  dialog.getByRole(name === 'Target Location' ? 'combobox' : 'textbox', { name, exact: true });

export interface ListingFields {
  title: string;
  brand: string;
  description: string;
  claimUrl: string;
  imageUrl?: string;
  category?: string;
  coupon?: string;
  local?: string;
  featured?: boolean;
  freeShipping?: boolean;
}

/** Fills the create/edit form the way an admin would. */
export async function fillListing(page: Page, dialog: Locator, f: ListingFields) {
  await field(dialog, 'Title').fill(f.title);
  await field(dialog, 'Brand Name').fill(f.brand);
  await field(dialog, 'Description').fill(f.description);
  if (f.category) {
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: f.category }).click();
  }
  await field(dialog, 'External Claim URL').fill(f.claimUrl);
  if (f.imageUrl !== undefined) {
    await dialog.getByRole('radio', { name: 'Use an image URL' }).check();
    await field(dialog, 'Image URL').fill(f.imageUrl);
  }
  if (f.coupon !== undefined) await field(dialog, 'Coupon Code (optional)').fill(f.coupon);
  if (f.freeShipping) await dialog.getByRole('checkbox', { name: 'Free Shipping' }).check();
  if (f.featured) await dialog.getByRole('checkbox', { name: 'Featured' }).check();
  if (f.local) {
    await dialog.getByRole('radio', { name: 'Local' }).check();
    await field(dialog, 'Target Location').fill(f.local);
  }
}

/** Opens 'Add New Listing', fills it and saves; waits for the success toast. */
export async function createThroughConsole(page: Page, f: ListingFields) {
  await page.getByRole('button', { name: 'Add New Listing' }).click();
  const dialog = listingDialog(page, 'Add New Listing');
  await fillListing(page, dialog, f);
  await dialog.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page.getByText('Listing created successfully').last()).toBeVisible();
  await expect(dialog).toBeHidden();
}
