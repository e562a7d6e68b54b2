/**
 * /submit end to end: upload → createSubmission → createCheckoutSession → stand-in Checkout →
 * webhook → back on /submit; the cancel path (the form, image and submission kept for the
 * retry); every validation message; hostile inputs; the honeypot.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from '@playwright/test';
import { BRAND_COPY, COPY, LOCATION_REQUIRED, URL_ERRORS } from '@swagdrop/model';
import { adminDb, BUCKETS, createUser } from '../../support/emulator';
import { expect, seriousA11yViolations, test, URLS } from '../support/fixtures';
import { fillSubmitForm, loginAs, makePng, unique, uniqueEmail } from './support';

const submissionsTitled = async (title: string) =>
  (await adminDb().collection('submissions').where('title', '==', title).get()).docs;

const submitButton = (page: Page) => page.getByRole('button', { name: BRAND_COPY.submitButton });

test.describe('/submit', () => {
  test('pay the listing fee and come back to Payment Successful (webhook marks it paid)', async ({
    page,
    consoleErrors,
  }) => {
    const title = unique('E2E Paid Tee');
    // Slow the session call a little so the toast before the redirect can be seen.
    await page.route('**/createCheckoutSession', async (route) => {
      await sleep(800);
      await route.continue();
    });
    const uploads: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().includes('/v0/b/')) uploads.push(req.url());
    });
    await page.goto('/submit');
    await fillSubmitForm(page, { title });
    await expect(page.getByRole('img', { name: 'Preview of tee.png' })).toBeVisible();
    await submitButton(page).click();
    await expect(page.getByText(COPY.submissionSuccess)).toBeVisible();

    await page.waitForURL(`${URLS.stripe}/checkout/**`);
    await expect(page.getByText('SwagDrop listing fee')).toBeVisible();
    await expect(page.getByText('$50.00').first()).toBeVisible();
    await page.getByRole('button', { name: /^Pay/ }).click();

    await expect(
      page.getByRole('heading', { name: BRAND_COPY.paymentSuccessfulTitle }),
    ).toBeVisible();
    await expect(page).toHaveURL(`${URLS.storefront}/submit`); // query cleared
    await expect(page.getByText(COPY.paymentSuccessToast)).toBeVisible();
    for (const step of [
      BRAND_COPY.nextStepReview,
      BRAND_COPY.nextStepContact,
      BRAND_COPY.nextStepFeatured,
    ]) {
      await expect(page.getByText(step, { exact: true })).toBeVisible();
    }
    const [stored] = await submissionsTitled(title);
    expect(stored?.data()).toMatchObject({
      status: 'pending',
      payment_status: 'paid',
      amount_paid: 5000,
      category: 'tech',
      user_id: null,
    });
    // The browser uploads into the pending uploads bucket only (the image pipeline never sees
    // it); the published image is in the default bucket.
    expect(uploads.length).toBeGreaterThan(0);
    for (const url of uploads) expect(url).toContain(`/v0/b/${BUCKETS.pendingUploads}/o`);
    expect(String(stored?.get('image_url'))).toContain(`/b/${BUCKETS.images}/o/swag-images%2F`);

    await page.getByRole('button', { name: BRAND_COPY.submitAnother }).click();
    await expect(page.getByLabel('Item Title')).toHaveValue('');
    expect(consoleErrors.filter((e) => !/favicon/.test(e))).toEqual([]);
  });

  test('cancel keeps the form and image; the retry pays for the same submission', async ({
    page,
  }) => {
    const title = unique('E2E Canceled Tee');
    const email = uniqueEmail('canceled');
    await page.goto('/submit');
    await fillSubmitForm(page, { title, email, claimUrl: 'https://example.com/canceled' });
    await page.getByLabel('Coupon Code').fill('SAVE10');
    await page.getByRole('radio', { name: 'Local' }).check();
    await page.getByLabel('Target Location').fill('Austin');
    // Leaving the place box closes its suggestions, which would cover the button below it.
    await page.keyboard.press('Tab');
    await submitButton(page).click();
    await page.waitForURL(`${URLS.stripe}/checkout/**`);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page.getByText(COPY.paymentCanceled)).toBeVisible();
    await expect(page).toHaveURL(`${URLS.storefront}/submit`);
    await expect(page.getByLabel('Brand Name')).toHaveValue('Acme Playwright Co');
    await expect(page.getByLabel('Contact Email')).toHaveValue(email);
    await expect(page.getByLabel('Item Title')).toHaveValue(title);
    await expect(page.getByLabel('Description')).toHaveValue(/developer conference/);
    await expect(page.getByLabel('Category')).toHaveValue('tech');
    await expect(page.getByLabel('Claim URL')).toHaveValue('https://example.com/canceled');
    await expect(page.getByLabel('Coupon Code')).toHaveValue('SAVE10');
    await expect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
    await expect(page.getByLabel('Target Location')).toHaveValue('Austin');
    const preview = page.getByRole('img', { name: 'Preview of tee.png' });
    await expect(preview).toBeVisible();
    // The uploaded image itself, loaded from storage (not a leftover blob of the old page).
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(40);
    const [unpaid] = await submissionsTitled(title);
    expect(unpaid?.get('payment_status')).toBe('unpaid');
    expect(await preview.getAttribute('src')).toBe(unpaid?.get('image_url'));

    await submitButton(page).click();
    await page.waitForURL(`${URLS.stripe}/checkout/**`);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(
      page.getByRole('heading', { name: BRAND_COPY.paymentSuccessfulTitle }),
    ).toBeVisible();
    const stored = await submissionsTitled(title);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.id).toBe(unpaid?.id);
    expect(stored[0]?.data()).toMatchObject({
      payment_status: 'paid',
      // The server stores the place the typed 'Austin' names.
      target_location: 'Austin, TX',
      coupon_code: 'SAVE10',
    });

    // Paid: the next submission starts from an empty form.
    await page.getByRole('button', { name: BRAND_COPY.submitAnother }).click();
    await expect(page.getByLabel('Item Title')).toHaveValue('');
    await expect(page.getByRole('img', { name: /Preview of/ })).toHaveCount(0);
  });

  test('edited after cancel: the same submission is updated, then paid', async ({ page }) => {
    const title = unique('E2E First Title');
    const edited = unique('E2E Edited Title');
    await page.goto('/submit');
    await fillSubmitForm(page, { title });
    await submitButton(page).click();
    await page.waitForURL(`${URLS.stripe}/checkout/**`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Item Title')).toHaveValue(title);
    const [first] = await submissionsTitled(title);
    const draft = await page.evaluate(() => sessionStorage.getItem('swagdrop.submitDraft'));
    expect(draft).not.toContain('website');

    await page.getByLabel('Item Title').fill(edited);
    await page
      .getByLabel('Product Image')
      .setInputFiles({ name: 'mug.png', mimeType: 'image/png', buffer: makePng(60, 40) });
    await submitButton(page).click();
    await page.waitForURL(`${URLS.stripe}/checkout/**`);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(
      page.getByRole('heading', { name: BRAND_COPY.paymentSuccessfulTitle }),
    ).toBeVisible();

    expect(await submissionsTitled(title)).toHaveLength(0);
    const stored = await submissionsTitled(edited);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.id).toBe(first?.id);
    expect(stored[0]?.get('payment_status')).toBe('paid');
    expect(stored[0]?.get('image_url')).not.toBe(first?.get('image_url'));
  });

  test("a signed-in brand's contact email starts as its account's", async ({ page }) => {
    const email = uniqueEmail('signed-in');
    await createUser(email, 'SwagBrand!2026');
    await loginAs(page, email, 'SwagBrand!2026');
    await expect(page).toHaveURL(`${URLS.storefront}/dashboard`);
    await page.goto('/submit');
    await expect(page.getByLabel('Contact Email')).toHaveValue(email);
  });

  test('every validation message', async ({ page }) => {
    await page.goto('/submit');
    await submitButton(page).click();
    for (const message of [
      'Brand name is required',
      'Contact email is required',
      'Title is required',
      'Description is required',
      'Claim URL is required',
      COPY.imageMissing,
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Contact Email').fill('not-an-email');
    await page.getByLabel('Claim URL').fill('ftp://example.com/file');
    await page.getByRole('radio', { name: 'Local' }).check();
    await expect(page.getByText(BRAND_COPY.locationHint)).toBeVisible();
    await submitButton(page).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText(URL_ERRORS.scheme)).toBeVisible();
    await expect(page.getByText(LOCATION_REQUIRED)).toBeVisible();

    // Switching to nationwide clears the location.
    await page.getByLabel('Target Location').fill('Austin');
    await page.getByRole('radio', { name: 'Nationwide' }).check();
    await expect(page.getByLabel('Target Location')).toHaveCount(0);
    await page.getByRole('radio', { name: 'Local' }).check();
    await expect(page.getByLabel('Target Location')).toHaveValue('');

    expect(await seriousA11yViolations(page, 'main')).toEqual([]);
  });

  test('image checks: wrong type, fake image, too large; preview released on remove', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __revoked: string[] };
      w.__revoked = [];
      const original = URL.revokeObjectURL.bind(URL);
      URL.revokeObjectURL = (url: string) => {
        w.__revoked.push(url);
        original(url);
      };
    });
    const uploads: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/v0/b/')) uploads.push(req.url());
    });
    await page.goto('/submit');
    const input = page.getByLabel('Product Image');

    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(page.getByText(COPY.imageInvalid)).toBeVisible();
    await input.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('I am text, honest'),
    });
    await expect(page.getByText(COPY.imageInvalid)).toBeVisible();
    await expect(page.getByRole('img', { name: /Preview of/ })).toHaveCount(0);
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: makePng(40, 30, 3 * 1024 * 1024),
    });
    await expect(page.getByText(COPY.imageTooLarge)).toBeVisible();
    await expect(page.getByRole('img', { name: /Preview of/ })).toHaveCount(0);

    await input.setInputFiles({ name: 'ok.png', mimeType: 'image/png', buffer: makePng() });
    const preview = page.getByRole('img', { name: 'Preview of ok.png' });
    await expect(preview).toBeVisible();
    await expect(page.getByText(COPY.imageTooLarge)).toHaveCount(0);
    const src = await preview.getAttribute('src');
    expect(src).toMatch(/^blob:/);
    await page.getByRole('button', { name: 'Remove Image' }).click();
    await expect(preview).toHaveCount(0);
    const revoked = await page.evaluate(
      () => (window as unknown as { __revoked: string[] }).__revoked,
    );
    expect(revoked).toContain(src);
    expect(uploads).toEqual([]); // nothing was uploaded while choosing
  });

  test('hostile inputs get clear messages and store nothing', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const title = `<img src=x onerror=alert(1)> ${unique('Hostile')}`;
    await page.goto('/submit');
    await fillSubmitForm(page, {
      title,
      description: '<script>alert("xss")</script>',
      claimUrl: 'javascript:alert(document.cookie)',
    });
    await submitButton(page).click();
    await expect(page.getByText(URL_ERRORS.scheme)).toBeVisible();
    await page.getByLabel('Claim URL').fill('data:text/html,<script>alert(1)</script>');
    await submitButton(page).click();
    await expect(page.getByText(URL_ERRORS.scheme)).toBeVisible();

    // A tampered form (maxlength removed) still gets the length rule.
    await page.getByLabel('Claim URL').fill('https://example.com/claim');
    await page.getByLabel('Item Title').evaluate((el) => el.removeAttribute('maxlength'));
    await page.getByLabel('Item Title').fill('x'.repeat(500));
    await submitButton(page).click();
    await expect(page.getByText('Title must be at most 120 characters')).toBeVisible();

    expect(dialogs).toEqual([]);
    expect(await submissionsTitled(title)).toHaveLength(0);
  });

  test('a filled honeypot stores nothing and ends on the success page, no checkout', async ({
    page,
  }) => {
    const title = unique('E2E Bot Tee');
    const checkoutCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('createCheckoutSession')) checkoutCalls.push(req.url());
    });
    await page.goto('/submit');
    await fillSubmitForm(page, { title });
    await page.locator('input[name="website"]').fill('https://bot.example');
    await submitButton(page).click();
    await expect(
      page.getByRole('heading', { name: BRAND_COPY.paymentSuccessfulTitle }),
    ).toBeVisible();
    await expect(page).toHaveURL(`${URLS.storefront}/submit`);
    await expect(page.getByText(COPY.paymentSuccessToast)).toBeVisible();
    await expect(page.getByText(COPY.paymentSessionFailed)).toHaveCount(0);
    expect(checkoutCalls).toEqual([]);
    expect(await submissionsTitled(title)).toHaveLength(0);
  });

  test('no serious accessibility violations', async ({ page }) => {
    await page.goto('/submit');
    await expect(submitButton(page)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
