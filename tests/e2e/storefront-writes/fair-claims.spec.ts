import type { Page } from '@playwright/test';
import { COPY, DAILY_CLAIM_CAP, formatStockLeft } from '@swagdrop/model';
import { test, expect } from '../support/fixtures';
import { callCallable, seedListing } from '../../support/emulator';
import { mailsTo } from '../../support/maildev';
import { MAIL_VISITOR_COPY } from '../../../functions/src/mail/copy/visitor';
import { leftOf, stockListing } from '../../integration/stock/helpers';
import { claimsOf, routeFunctions, seedWritableListing, warmUpFunctions } from './helpers';
import { randomUUID } from 'node:crypto';

/** Opens the claim modal on the listing's page and sends a claim with this name and email. */
async function claimInBrowser(page: Page, slug: string, firstName: string, email: string) {
  await page.goto(`/swag/${slug}`);
  await page.getByRole('button', { name: /Get Free Swag/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First Name').fill(firstName);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('checkbox', { name: COPY.claimTerms }).check();
  await dialog.getByRole('button', { name: 'Claim Now' }).click();
}

/** A fresh IP per claim, as different networks would be. */
const randomIp = () => `10.${[0, 1, 2].map(() => Math.floor(Math.random() * 256)).join('.')}`;

test.describe('fair claims', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await warmUpFunctions('submitClaim');
  });

  test('a second spelling of the same mailbox gets the same answer and changes nothing', async ({
    page,
    context,
  }) => {
    const listing = await seedWritableListing('fair-spelling');
    await stockListing(listing.id, [5]);
    await routeFunctions(page);

    const firstTab = context.waitForEvent('page');
    await claimInBrowser(page, listing.slug, 'Casey', 'casey@gmail.com');
    await expect(page.getByText(COPY.claimSuccess)).toBeVisible();
    await (await firstTab).close();
    await expect.poll(() => claimsOf(listing.id)).toHaveLength(1);

    const secondTab = context.waitForEvent('page');
    await claimInBrowser(page, listing.slug, 'Casey', 'c.asey+x@gmail.com');
    await expect(page.getByText(COPY.claimSuccess).first()).toBeVisible();
    await (await secondTab).close();

    const stored = await claimsOf(listing.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: 'casey@gmail.com' });
    const subject = MAIL_VISITOR_COPY.claimSubject(listing.title);
    await expect.poll(() => mailsTo('casey@gmail.com', subject)).toHaveLength(1);
    // Give a second mail time to arrive if one had been queued.
    await page.waitForTimeout(3_000);
    expect(await mailsTo('casey@gmail.com', subject)).toHaveLength(1);
    expect(await mailsTo('c.asey+x@gmail.com', subject)).toHaveLength(0);
    // One unit of five, whatever the spelling: the page says so too.
    expect(await leftOf(listing.id)).toBe(4);
    await page.goto(`/swag/${listing.slug}`);
    await expect(page.locator('#root').getByText(formatStockLeft(4, 5)).first()).toBeVisible();
  });

  test(`the claim after ${DAILY_CLAIM_CAP} in a day shows the daily limit`, async ({ page }) => {
    const user = `fair${randomUUID().slice(0, 8)}`;
    const listingIds = await Promise.all(
      Array.from({ length: DAILY_CLAIM_CAP }, () => seedListing()),
    );
    for (const [i, listingId] of listingIds.entries()) {
      const res = await callCallable(
        'submitClaim',
        {
          first_name: 'Casey',
          email: `${user}+${i}@gmail.com`,
          listing_id: listingId,
          agreed_to_terms: true,
        },
        { ip: randomIp() },
      );
      expect(res.error, `claim ${i + 1}`).toBeUndefined();
    }
    const listing = await seedWritableListing('fair-cap');
    await routeFunctions(page);
    await claimInBrowser(
      page,
      listing.slug,
      'Casey',
      `${user.slice(0, 3)}.${user.slice(3)}@gmail.com`,
    );
    await expect(page.getByText(COPY.claimDailyLimit)).toBeVisible();
    await expect(page.getByText(COPY.claimSuccess)).toBeHidden();
    expect(await claimsOf(listing.id)).toHaveLength(0);
  });
});
