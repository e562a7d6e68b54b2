/**
 * The brand emails about a plan's failed renewal and a listing's end, as read in the local inbox
 * (MailDev) and followed in the browser: the stand-in fails a renewal → "payment failed" with the
 * plan and the amount due, whose link shows the plan past due on the dashboard; the daily
 * reminder → "ends on <date>" to the submission's contact, whose links open the live listing and
 * the dashboard; the expiry → "has ended" with how to renew, and the listing page answers 410.
 */
import type { Page } from '@playwright/test';
import { expireDueListings } from '../../../functions/src/plans/expire-listings';
import { remindExpiringListings } from '../../../functions/src/plans/remind-expiring';
import {
  BRAND_COPY,
  LISTING_TERM_COPY,
  PLANS,
  expiredOn,
  expiresOn,
  formatDate,
  formatStatus,
  formatUsd,
} from '@swagdrop/model';
import { MAIL_BRAND_COPY } from '../../../functions/src/mail/copy/brand';
import { adminAuth, adminDb, createUser, Timestamp } from '../../support/emulator';
import { linkIn, waitForMail } from '../../support/maildev';
import { advanceSubscription } from '../../support/stripe';
import { uniqueTag } from '../../integration/admin-queues/seed';
import { DAY, seedTermListing } from '../../integration/plans/helpers';
import { loginAs, uniqueEmail } from '../brands/support';
import { expect, test, URLS } from '../support/fixtures';
import { brandBuysPlan, readText, recipientsOf } from './brand-mail-support';

const PASSWORD = 'mail-term-pass-1';
const FEATURED = PLANS.find((plan) => plan.key === 'featured');
const FAILED = MAIL_BRAND_COPY.planPaymentFailed;
const EXPIRING = MAIL_BRAND_COPY.listingExpiring;
const EXPIRED = MAIL_BRAND_COPY.listingExpired;
const DASHBOARD = `${URLS.storefront}/dashboard`;
const HOUR = 3_600_000;

// Cold functions (checkout, webhook, the sender, myListings) on a loaded 2-core machine.
test.describe.configure({ timeout: 180_000 });

test('a failed renewal mails "payment failed"; its link shows the plan past due', async ({
  page,
}) => {
  if (!FEATURED) throw new Error('no Featured plan');
  const email = uniqueEmail('mail-renewal-failed');
  const { subscription } = await brandBuysPlan(page, email, PASSWORD, FEATURED.name);

  const failed = await advanceSubscription(subscription.id, 'fail_renewal');
  expect(failed.status).toBe('past_due');

  const mail = await waitForMail(email, FAILED.subject(FEATURED.name), 90_000);
  expect(recipientsOf(mail)).toEqual([email]);
  const text = readText(mail);
  expect(text).toContain(FAILED.heading);
  expect(text).toContain(FAILED.intro(FEATURED.name));
  expect(text).toContain(`${FAILED.planLabel} ${FEATURED.name}`);
  expect(text).toContain(`${FAILED.amountLabel} ${formatUsd(FEATURED.amountCents)}`);
  expect(text).toContain(FAILED.outro);

  const link = linkIn(mail, /\/dashboard$/);
  expect(link).toBe(DASHBOARD);
  await page.goto(link);
  const current = page.getByTestId('current-plan');
  await expect(current.getByText(FEATURED.name, { exact: true })).toBeVisible();
  await expect(current.getByText(formatStatus('past_due'), { exact: true })).toBeVisible();
  await expect(current.getByRole('button', { name: BRAND_COPY.manageBilling })).toBeVisible();
});

/** The brand's row in the dashboard's "Your listings", signed in, opened from a mail's link. */
async function listingOnDashboard(page: Page, link: string, email: string, title: string) {
  await loginAs(page, email, PASSWORD);
  await expect(page).toHaveURL(DASHBOARD);
  await page.goto(link);
  return page
    .getByRole('region', { name: LISTING_TERM_COPY.yourListings })
    .getByRole('listitem')
    .filter({ hasText: title });
}

test.describe.serial("a listing's end", () => {
  // A brand's listing approved from its submission: the submission (same id) names a contact
  // address other than the account's, and the mails go to that contact.
  const title = `Mail Term Tote ${uniqueTag()}`;
  const brandEmail = uniqueEmail('mail-term-brand');
  const contact = uniqueEmail('mail-term-contact');
  let listingId = '';
  let slug = '';

  test('a week before, "ends on <date>" links to the live listing and the dashboard', async ({
    page,
  }) => {
    const uid = await createUser(brandEmail, PASSWORD);
    // The daily reminder's first run that sees this end: a little under 7 days ahead.
    const endsAt = Date.now() + 7 * DAY - HOUR;
    listingId = await seedTermListing({ expires_at: endsAt, owner_uid: uid }, { title });
    await adminDb()
      .doc(`submissions/${listingId}`)
      .set({ title, contact_email: contact, status: 'approved', user_id: uid });
    slug = String((await adminDb().doc(`swag_listings/${listingId}`).get()).get('slug'));

    await remindExpiringListings(adminDb(), adminAuth(), new Date());

    const end = formatDate(endsAt);
    const mail = await waitForMail(contact, EXPIRING.subject(title, end), 90_000);
    expect(recipientsOf(mail)).toEqual([contact]);
    const text = readText(mail);
    expect(text).toContain(EXPIRING.heading);
    expect(text).toContain(EXPIRING.intro(title, end));
    expect(text).toContain(EXPIRING.howToRenew);

    const listingLink = linkIn(mail, /\/swag\/[^/]+$/);
    expect(listingLink).toBe(`${URLS.storefront}/swag/${slug}`);
    const live = await page.goto(listingLink);
    expect(live?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const dashboardLink = linkIn(mail, /\/dashboard$/);
    expect(dashboardLink).toBe(DASHBOARD);
    const row = await listingOnDashboard(page, dashboardLink, brandEmail, title);
    await expect(row).toContainText(expiresOn(end));
    await expect(row.getByRole('link', { name: title })).toBeVisible();
  });

  test('when it passes, "has ended" says how to renew, and the listing page answers 410', async ({
    page,
  }) => {
    const endedAt = Date.now() - 60_000;
    await adminDb()
      .doc(`swag_listings/${listingId}`)
      .update({ expires_at: Timestamp.fromMillis(endedAt) });
    // Not its count: another spec's run of the expiry may mark this listing first.
    await expireDueListings(adminDb(), adminAuth(), new Date());

    const mail = await waitForMail(contact, EXPIRED.subject(title), 90_000);
    expect(recipientsOf(mail)).toEqual([contact]);
    const text = readText(mail);
    expect(text).toContain(EXPIRED.heading);
    expect(text).toContain(EXPIRED.intro(title, formatDate(endedAt)));
    expect(text).toContain(EXPIRED.howToRenew);

    const link = linkIn(mail, /\/dashboard$/);
    expect(link).toBe(DASHBOARD);
    const row = await listingOnDashboard(page, link, brandEmail, title);
    await expect(row).toContainText(expiredOn(formatDate(endedAt)));
    await expect(row.getByText(LISTING_TERM_COPY.expiredStatus, { exact: true })).toBeVisible();
    await expect(row).toContainText(LISTING_TERM_COPY.renewHint);

    const gone = await page.goto(`/swag/${slug}`);
    expect(gone?.status()).toBe(410);
    await expect(
      page.getByRole('heading', { level: 1, name: LISTING_TERM_COPY.offerEndedTitle }),
    ).toBeVisible();
  });
});
