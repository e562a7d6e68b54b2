import { COPY } from '@swagdrop/model';
import { test, expect } from '../support/fixtures';
import { routeFunctions, uniqueEmail, waitlistHas, warmUpFunctions } from './helpers';

test.describe('newsletter signup', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await warmUpFunctions('joinWaitlist');
  });

  test('joins, shows "..." while sending, clears the input, then detects a duplicate', async ({
    page,
  }) => {
    await routeFunctions(page, { delayMs: { joinWaitlist: 800 } });
    await page.goto('/about');
    const box = page.getByTestId('newsletter-footer');
    await expect(box.getByRole('heading', { name: COPY.newsletterTitle })).toBeVisible();
    await expect(box.getByText(COPY.newsletterSubtitle)).toBeVisible();
    const input = box.getByLabel('Email address');
    const email = uniqueEmail('news');

    await input.fill(email);
    await box.getByRole('button', { name: COPY.newsletterButton }).click();
    await expect(box.getByRole('button', { name: '...' })).toBeDisabled();
    await expect(page.getByText(COPY.newsletterSuccess)).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(box.getByRole('button', { name: COPY.newsletterButton })).toBeEnabled();
    expect(await waitlistHas(email)).toBe(1);

    await input.fill(`  ${email.toUpperCase()} `);
    await box.getByRole('button', { name: COPY.newsletterButton }).click();
    await expect(page.getByText(COPY.newsletterDuplicate)).toBeVisible();
    expect(await waitlistHas(email)).toBe(1);
  });

  test("'already on our list' goes away as soon as the visitor edits the email", async ({
    page,
  }) => {
    await routeFunctions(page);
    await page.clock.install();
    await page.goto('/about');
    const box = page.getByTestId('newsletter-footer');
    const input = box.getByLabel('Email address');
    const join = box.getByRole('button', { name: COPY.newsletterButton });
    const email = uniqueEmail('news-edit');
    await input.fill(email);
    await join.click();
    await expect(page.getByText(COPY.newsletterSuccess)).toBeVisible();

    // Page time stands still from here: the toast's own auto-hide can never fire, so only the
    // edit can take the message away.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 10_000);
    await input.fill(email);
    await join.click();
    const duplicate = page.getByText(COPY.newsletterDuplicate);
    await expect(duplicate).toBeVisible();

    await input.press('Backspace');
    // Lets the toast's exit animation finish; its auto-hide is 5 s away.
    await page.clock.runFor(1000);
    await expect(duplicate).toBeHidden();
    await expect(input).toHaveValue(email.slice(0, -1));
  });

  test('explains an empty or malformed email and sends nothing', async ({ page }) => {
    let calls = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/joinWaitlist') && req.method() === 'POST') calls += 1;
    });
    await page.goto('/about');
    const box = page.getByTestId('newsletter-footer');
    const join = box.getByRole('button', { name: COPY.newsletterButton });

    await join.click();
    await expect(box.getByText('Email is required')).toBeVisible();
    await box.getByLabel('Email address').fill('not-an-email');
    await join.click();
    await expect(box.getByText('Please enter a valid email address')).toBeVisible();
    await expect(box.getByLabel('Email address')).toHaveValue('not-an-email');
    expect(calls).toBe(0);
  });
});
