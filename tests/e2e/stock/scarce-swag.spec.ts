/**
 * Scarce swag end to end: a brand submits signed out with a quantity of 3 and pays at the Stripe
 * stand-in, a moderator approves it in the console, three visitors claim it while an open /swag
 * counts down live, a fourth visitor whose claim modal was already open is told it was just
 * claimed out (nothing stored), the listing leaves /swag and the sitemap while its page says
 * 'All claimed' with similar swag and the newsletter sign-up, the brand signs up with the
 * submission's email, verifies it, finds the listing on its dashboard, adds 2 (back on the open
 * /swag) and finally closes it.
 */
import type { Page } from '@playwright/test';
import {
  BRAND_COPY,
  COPY,
  EMAIL_VERIFICATION_COPY,
  LISTING_TERM_COPY,
  STOCK_COPY,
  STOCK_SCREEN_COPY,
  itemsFound,
} from '@swagdrop/model';
import { adminAuth, adminDb } from '../../support/emulator';
import { emailsFor } from '../admin-core/helpers';
import { ADMIN, card, loginAsAdmin } from '../admin-queues/support';
import { actAsProjectActionUrl, fillSubmitForm, uniqueEmail } from '../brands/support';
import { countLine, seed, uniqueToken } from '../storefront-browse/browse-helpers';
import { claimsOf, routeFunctions, warmUpFunctions } from '../storefront-writes/helpers';
import { expect, seriousA11yViolations, test, URLS } from '../support/fixtures';
import {
  cardOf,
  claimButton,
  markPage,
  newVisitor,
  openFilledClaim,
  pageMark,
  visitorClaims,
} from './support';

const PASSWORD = 'scarce-pass-1';
/** Function cold starts, bundle versions and the sitemap's cache on a loaded machine. */
const SETTLE = { timeout: 90_000, intervals: [500, 1_000, 2_000] };

interface Drop {
  token: string;
  title: string;
  email: string;
  listingId: string;
  slug: string;
}
let drop: Drop;
/** /swag filtered to the drop, kept open across the steps (never reloaded). */
let swag: Page;

const quantityBox = (page: Page) => page.getByLabel(STOCK_COPY.quantityLabel);

async function sitemapListsDrop(): Promise<boolean> {
  const res = await fetch(`${URLS.storefront}/sitemap.xml`);
  expect(res.status).toBe(200);
  return (await res.text()).includes(`/swag/${drop.slug}</loc>`);
}

test.describe.serial('scarce swag', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await warmUpFunctions(
      'submitClaim',
      'myListings',
      'mySubmissions',
      'addListingStock',
      'closeMyListing',
    );
  });

  test.afterAll(async () => {
    await swag?.context().close();
  });

  test('a brand submits signed out with quantity 3 (every wrong quantity says why), pays, and it is approved', async ({
    page,
  }) => {
    const token = uniqueToken('scarce');
    const title = `Scarce Hoodie ${token}`;
    const email = uniqueEmail('scarce');
    // A brand of its own address: the whole suite's submissions from this machine would
    // otherwise share the per-IP submission limit (5 an hour).
    await routeFunctions(page);
    await page.goto('/submit');
    await fillSubmitForm(page, { title, email });
    const submit = page.getByRole('button', { name: BRAND_COPY.submitButton });
    for (const [typed, message] of [
      ['0', STOCK_COPY.errors.zero],
      ['-2', STOCK_COPY.errors.negative],
      ['1.5', STOCK_COPY.errors.decimal],
      ['100001', STOCK_COPY.errors.tooMany],
      ['lots', STOCK_COPY.errors.notNumber],
    ] as const) {
      await quantityBox(page).fill(typed);
      await submit.click();
      await expect(quantityBox(page)).toHaveAccessibleDescription(message);
      await expect(quantityBox(page)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(await seriousA11yViolations(page, 'form')).toEqual([]);
    await quantityBox(page).fill('3');
    await expect(quantityBox(page)).toHaveAccessibleDescription(STOCK_COPY.quantityHelp);
    await submit.click();
    await page.waitForURL(`${URLS.stripe}/checkout/**`);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(
      page.getByRole('heading', { name: BRAND_COPY.paymentSuccessfulTitle }),
    ).toBeVisible();
    const [submission] = (
      await adminDb().collection('submissions').where('title', '==', title).get()
    ).docs;
    expect(submission?.data()).toMatchObject({
      quantity: 3,
      payment_status: 'paid',
      user_id: null,
    });

    await loginAsAdmin(page);
    await page.goto(ADMIN('/submissions'));
    await card(page, title).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Submission approved and published!')).toBeVisible();
    const listing = (await adminDb().collection('swag_listings').where('title', '==', title).get())
      .docs[0];
    expect(listing?.get('quantity')).toBe(3);
    drop = {
      token,
      title,
      email,
      listingId: listing?.id ?? '',
      slug: String(listing?.get('slug')),
    };
  });

  test('three visitors claim: an open /swag counts down live; a fourth, already in the modal, is claimed out', async ({
    browser,
  }) => {
    // Another listing of the same category, for the all-claimed page's similar swag.
    // (Its title leaves out the drop's token, so the filtered /swag shows the drop alone.)
    await seed({ title: `Similar Tee ${uniqueToken('similar')}`, category: 'tech' });
    swag = await newVisitor(browser);
    await expect(async () => {
      await swag.goto(`/swag?q=${drop.token}`);
      await expect(cardOf(swag, drop.title)).toBeVisible({ timeout: 5_000 });
    }).toPass(SETTLE);
    const line = cardOf(swag, drop.title).getByTestId('stock-left');
    await expect(line).toHaveText(STOCK_COPY.onlyLeft(3));
    await markPage(swag);

    const late = await newVisitor(browser);
    const lateDialog = await openFilledClaim(late, drop.slug);
    await expect(late.getByTestId('stock-left')).toHaveText(STOCK_COPY.onlyLeft(3));

    await visitorClaims(browser, drop.slug);
    await expect(line).toHaveText(STOCK_COPY.onlyLeft(2));
    await visitorClaims(browser, drop.slug);
    await expect(line).toHaveText(STOCK_COPY.onlyLeft(1));
    await visitorClaims(browser, drop.slug);
    expect(await pageMark(swag)).toBe('kept');
    expect(await claimsOf(drop.listingId)).toHaveLength(3);

    await claimButton(lateDialog).click();
    await expect(lateDialog.getByRole('alert')).toHaveText(STOCK_COPY.claimedOut);
    await expect(claimButton(lateDialog)).toBeDisabled();
    await expect(late.getByText(COPY.claimSuccess)).toHaveCount(0);
    expect(await claimsOf(drop.listingId)).toHaveLength(3);
    // Behind the modal, the page itself has turned to 'All claimed' without a reload.
    await lateDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(late.getByRole('button', { name: STOCK_COPY.allClaimed })).toBeDisabled();
    await expect(late.getByRole('button', { name: /Get Free Swag/ })).toHaveCount(0);
    await late.context().close();
  });

  test('all claimed: it leaves the open /swag and the sitemap; its page answers 200 with All claimed, similar swag and the newsletter', async ({
    page,
  }) => {
    await expect(countLine(swag)).toHaveText(itemsFound(0), { timeout: 30_000 });
    expect(await pageMark(swag)).toBe('kept');
    await expect.poll(sitemapListsDrop, SETTLE).toBe(false);

    // What a crawler gets: the server's page, with the same words the app shows.
    const html = await (await fetch(`${URLS.storefront}/swag/${drop.slug}`)).text();
    expect(html).toContain(STOCK_COPY.allClaimed);
    expect(html).toContain(STOCK_SCREEN_COPY.similarHeading);

    const response = await page.goto(`/swag/${drop.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: drop.title })).toBeVisible();
    await expect(page.getByRole('button', { name: STOCK_COPY.allClaimed })).toBeDisabled();
    await expect(page.getByRole('button', { name: /Get Free Swag/ })).toHaveCount(0);
    const similar = page.getByRole('region', { name: STOCK_SCREEN_COPY.similarHeading });
    await expect(similar.getByTestId('listing-card').first()).toBeVisible();
    expect(await similar.getByTestId('listing-card').count()).toBeLessThanOrEqual(4);
    await expect(page.locator('#root').getByTestId('newsletter-block')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The moderators' grid: quantity, claimed and left.
    await loginAsAdmin(page);
    await page.goto(ADMIN('/listings'));
    const row = page.getByRole('row').filter({ hasText: drop.title });
    // The grid listens to every listing (thousands after the earlier layers): a longer wait.
    await expect(row.getByRole('gridcell').filter({ hasText: /^3$/ }).first()).toBeVisible({
      timeout: 60_000,
    });
    await expect(row.getByTestId('listing-claimed')).toHaveText('3');
    await expect(row.getByTestId('listing-left')).toHaveText('0');
  });

  test('the brand signs up with the submission email, verifies it, sees the listing and adds 2: it is back on the open /swag', async ({
    page,
  }) => {
    await page.goto('/signup');
    await page.getByRole('heading', { name: BRAND_COPY.signupTitle }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(drop.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: BRAND_COPY.signUp }).click();
    await expect(page).toHaveURL(`${URLS.storefront}/dashboard`);
    // Not verified yet: the listing is not the account's.
    await expect(page.getByText(LISTING_TERM_COPY.noListingsYet)).toBeVisible();

    await expect.poll(async () => (await emailsFor(drop.email, 'VERIFY_EMAIL')).length).toBe(1);
    const [mail] = await emailsFor(drop.email, 'VERIFY_EMAIL');
    await actAsProjectActionUrl(page);
    await page.goto(mail?.oobLink ?? '');
    await expect(
      page.getByRole('heading', { level: 1, name: EMAIL_VERIFICATION_COPY.verifiedTitle }),
    ).toBeVisible();
    expect((await adminAuth().getUserByEmail(drop.email)).emailVerified).toBe(true);
    await page.goto('/dashboard');
    const row = page.getByTestId(`my-listing-${drop.listingId}`);
    // The verification refreshed the token, so the dashboard's first answer holds the listing.
    // On a loaded machine that answer can take many seconds: reloading sooner would only start
    // another call behind the unfinished one.
    await expect(row).toBeVisible({ timeout: 60_000 });
    await expect(row.getByRole('link', { name: drop.title })).toBeVisible();
    await expect(row.getByTestId('my-listing-claimed')).toHaveText(
      STOCK_SCREEN_COPY.claimedOfQuantity(3, 3),
    );

    await row.getByRole('button', { name: `${STOCK_COPY.addStock}: ${drop.title}` }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(STOCK_COPY.addStock) });
    const amount = dialog.getByLabel(STOCK_COPY.addStockAmountLabel);
    await amount.fill('0');
    await dialog.getByRole('button', { name: STOCK_COPY.addStock }).click();
    await expect(amount).toHaveAccessibleDescription(STOCK_COPY.errors.amountTooSmall);
    expect(await seriousA11yViolations(page, '[role="dialog"]')).toEqual([]);
    await amount.fill('2');
    await dialog.getByRole('button', { name: STOCK_COPY.addStock }).click();
    await expect(page.getByText(STOCK_SCREEN_COPY.stockAdded(2))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('my-listing-claimed')).toHaveText(
      STOCK_SCREEN_COPY.claimedOfQuantity(3, 5),
    );

    // The /swag opened before the drop ran out, still never reloaded.
    await expect(cardOf(swag, drop.title).getByTestId('stock-left')).toHaveText(
      STOCK_COPY.onlyLeft(2),
      { timeout: 30_000 },
    );
    expect(await pageMark(swag)).toBe('kept');
    await expect.poll(sitemapListsDrop, SETTLE).toBe(true);
  });

  test('the brand closes the listing after confirming: it ends like an ended term', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Brand Login' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(drop.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: /log in|sign in/i }).click();
    await expect(page).toHaveURL(`${URLS.storefront}/dashboard`);
    const row = page.getByTestId(`my-listing-${drop.listingId}`);
    await row.getByRole('button', { name: `${STOCK_COPY.closeListing}: ${drop.title}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(STOCK_SCREEN_COPY.closeListingConfirmText);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(LISTING_TERM_COPY.expiredStatus, { exact: true })).toHaveCount(0);

    await row.getByRole('button', { name: `${STOCK_COPY.closeListing}: ${drop.title}` }).click();
    await dialog.getByRole('button', { name: STOCK_COPY.closeListing }).click();
    await expect(page.getByText(STOCK_SCREEN_COPY.listingClosed)).toBeVisible();
    await expect(row.getByText(LISTING_TERM_COPY.expiredStatus, { exact: true })).toBeVisible();
    await expect
      .poll(async () => (await fetch(`${URLS.storefront}/swag/${drop.slug}`)).status, SETTLE)
      .toBe(410);
  });
});
