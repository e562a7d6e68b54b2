import type { Page } from '@playwright/test';
import { COPY, LOCATION_REQUIRED, URL_ERRORS } from '@swagdrop/model';
import { adminBucket, adminDb, URLS } from '../../support/emulator';
import { test, expect, seriousA11yViolations } from '../support/fixtures';
import { ADMIN, loginAsNewAdmin, uniqueTag } from './helpers';
import { PNG_1PX, createThroughConsole, field, fillListing, listingDialog } from './listing-form';

const byTitle = async (title: string) =>
  (await adminDb().collection('swag_listings').where('title', '==', title).get()).docs;

/** Item 5: Manage Listings grid, create/edit modal with every rule, delete with confirmation. */
test.describe('manage listings', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsNewAdmin(page);
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Manage Listings' })
      .click();
    await expect(page.getByRole('grid', { name: 'Listings' })).toBeVisible();
  });

  test('the grid and the modal have no serious accessibility problems', async ({ page }) => {
    // Two axe scans of a full grid page: on a busy 2-core machine more than one default timeout.
    test.slow();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add New Listing' }).click();
    await expect(listingDialog(page, 'Add New Listing')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('shows every validation message and stores nothing until the form is valid', async ({
    page,
  }) => {
    let saves = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/saveListing')) saves += 1;
    });
    await page.getByRole('button', { name: 'Add New Listing' }).click();
    const dialog = listingDialog(page, 'Add New Listing');
    const create = dialog.getByRole('button', { name: 'Create Listing' });
    await create.click();
    for (const message of [
      'Title is required',
      'Brand name is required',
      'Description is required',
      'Claim URL is required',
      COPY.imageUrlMissing,
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }

    await field(dialog, 'External Claim URL').fill('javascript:alert(1)');
    await field(dialog, 'Image URL').fill('ftp://files.example.com/a.png');
    await expect(dialog.getByText(URL_ERRORS.scheme)).toHaveCount(2);

    // Switching image modes clears the other source.
    await dialog.getByRole('radio', { name: 'Upload a file' }).check();
    await expect(field(dialog, 'Image URL')).toHaveCount(0);
    await expect(dialog.getByText(COPY.imageFileMissing)).toBeVisible();
    const file = dialog.locator('input[type="file"]');
    await file.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await expect(dialog.getByText(COPY.imageInvalid)).toBeVisible();
    await file.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 10, 1),
    });
    await expect(dialog.getByText(COPY.imageTooLarge)).toBeVisible();
    await dialog.getByRole('radio', { name: 'Use an image URL' }).check();
    await expect(field(dialog, 'Image URL')).toHaveValue('');
    await dialog.getByRole('radio', { name: 'Upload a file' }).check();
    await expect(dialog.getByText('huge.png')).toHaveCount(0);

    // Local needs a location; nationwide clears it.
    await dialog.getByRole('radio', { name: 'Local' }).check();
    await create.click();
    await expect(dialog.getByText(LOCATION_REQUIRED)).toBeVisible();
    await field(dialog, 'Target Location').fill('Austin');
    await dialog.getByRole('radio', { name: 'Nationwide' }).check();
    await dialog.getByRole('radio', { name: 'Local' }).check();
    await expect(field(dialog, 'Target Location')).toHaveValue('');

    expect(saves).toBe(0);
  });

  test('creates a listing with an uploaded image, edits it and deletes it', async ({ page }) => {
    const tag = uniqueTag();
    const title = `Console Hoodie ${tag}`;
    await page.getByRole('button', { name: 'Add New Listing' }).click();
    const dialog = listingDialog(page, 'Add New Listing');
    await fillListing(page, dialog, {
      title,
      brand: 'Console Brand',
      description: 'Warm hoodie from the console test.',
      claimUrl: 'https://brand.example.com/hoodie',
      category: 'Tech Accessories',
      coupon: '   ',
      freeShipping: true,
      local: 'Austin',
    });
    await dialog.getByRole('radio', { name: 'Upload a file' }).check();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Hoodie.PNG', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(dialog.getByRole('img', { name: 'Image preview' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Listing' }).click();
    await expect(page.getByText(COPY.uploadingImage)).toBeVisible();
    await expect(page.getByText(COPY.listingCreated)).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText(`console-hoodie-${tag}`);
    await expect(row).toContainText('Console Brand');
    await expect(row).toContainText('Tech Accessories');
    await expect(row).toContainText('Austin');
    const claimLink = row.getByRole('link', { name: `Open claim link for ${title} (new tab)` });
    await expect(claimLink).toHaveAttribute('href', 'https://brand.example.com/hoodie');
    await expect(claimLink).toHaveAttribute('target', '_blank');
    await expect(claimLink).toHaveAttribute('rel', 'noopener noreferrer');

    const [doc] = await byTitle(title);
    const stored = doc!.data();
    expect(stored).toMatchObject({
      slug: `console-hoodie-${tag}`,
      category: 'tech',
      coupon_code: null,
      free_shipping: true,
      is_featured: false,
      target_scope: 'local',
      // The server stores the place the typed 'Austin' names.
      target_location: 'Austin, TX',
      target_place: { city: 'Austin', state: 'TX', country: 'US' },
    });
    const objectName = decodeURIComponent(new URL(stored.image_url).pathname.split('/o/')[1]!);
    expect(objectName).toMatch(/^swag-images\/\d{13}-[a-z0-9]{8}\.png$/);
    const [metadata] = await adminBucket().file(objectName).getMetadata();
    expect(metadata.cacheControl).toBe('public, max-age=3600');

    // Edit: the modal is pre-filled; nationwide clears the location.
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = listingDialog(page, 'Edit Listing');
    await expect(field(edit, 'Title')).toHaveValue(title);
    await expect(field(edit, 'Image URL')).toHaveValue(stored.image_url);
    await field(edit, 'Title').fill(`${title} Deluxe`);
    await edit.getByRole('checkbox', { name: 'Featured' }).check();
    await edit.getByRole('radio', { name: 'Nationwide' }).check();
    await edit.getByRole('button', { name: 'Update Listing' }).click();
    await expect(page.getByText(COPY.listingUpdated)).toBeVisible();
    const edited = page.getByRole('row', { name: new RegExp(`${title} Deluxe`) });
    await expect(edited).toContainText('Featured');
    await expect(edited).toContainText('Nationwide');
    expect((await adminDb().collection('swag_listings').doc(doc!.id).get()).data()).toMatchObject({
      title: `${title} Deluxe`,
      is_featured: true,
      target_scope: 'nationwide',
      target_location: null,
    });

    // Delete asks first; Cancel keeps it.
    await edited.getByRole('button', { name: `Delete ${title} Deluxe` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete listing' });
    await expect(confirm).toContainText(COPY.deleteListingConfirm);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(edited).toBeVisible();
    await edited.getByRole('button', { name: `Delete ${title} Deluxe` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(COPY.listingDeleted)).toBeVisible();
    await expect(edited).toHaveCount(0);
    expect((await adminDb().collection('swag_listings').doc(doc!.id).get()).exists).toBe(false);
  });

  test('two listings with the same title get unique slugs (x, x-2)', async ({ page }) => {
    const title = `Twin Mug ${uniqueTag()}`;
    const listing = {
      title,
      brand: 'Twin Brand',
      description: 'Same title twice.',
      claimUrl: 'https://brand.example.com/mug',
      imageUrl: `${URLS.storefront}/favicon.svg`,
    };
    await createThroughConsole(page, listing);
    await createThroughConsole(page, listing);
    const slug = title.toLowerCase().replace(/ /g, '-');
    const rows = page.getByRole('row', { name: new RegExp(title) });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: `${slug}-2` })).toHaveCount(1);
    const slugs = (await byTitle(title)).map((d) => d.get('slug')).sort();
    expect(slugs).toEqual([slug, `${slug}-2`]);
  });

  test('a listing created in the console appears in the storefront directory', async ({ page }) => {
    const title = `Directory Cap ${uniqueTag()}`;
    await createThroughConsole(page, {
      title,
      brand: 'Directory Brand',
      description: 'Created in the admin console.',
      claimUrl: 'https://brand.example.com/cap',
      imageUrl: `${URLS.storefront}/favicon.svg`,
    });
    await page.goto(`${URLS.storefront}/swag`);
    await page.getByPlaceholder(COPY.searchPlaceholder).fill(title);
    await expect(page.getByText(title).first()).toBeVisible({ timeout: 20_000 });
  });

  test('a failed save shows the server message or "Failed to save listing"', async ({ page }) => {
    await page.route('**/saveListing', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"status":"INTERNAL","message":"INTERNAL"}}',
      }),
    );
    await createAttempt(page);
    await expect(page.getByText(COPY.failedToSaveListing)).toBeVisible();
    await expect(listingDialog(page, 'Add New Listing')).toBeVisible();
  });

  test('the grid links back to the admin dashboard route structure', async ({ page }) => {
    await expect(page).toHaveURL(ADMIN('/listings'));
  });
});

async function createAttempt(page: Page) {
  await page.getByRole('button', { name: 'Add New Listing' }).click();
  const dialog = listingDialog(page, 'Add New Listing');
  await fillListing(page, dialog, {
    title: `Failing ${uniqueTag()}`,
    brand: 'Fail Brand',
    description: 'Will not save.',
    claimUrl: 'https://brand.example.com/x',
    imageUrl: 'https://images.example.com/x.png',
  });
  await dialog.getByRole('button', { name: 'Create Listing' }).click();
}
