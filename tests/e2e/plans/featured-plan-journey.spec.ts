/**
 * The paid plan journey end to end, against the local Stripe stand-in (random product, price and
 * webhook ids made by setupStripe, so nothing here can rely on a built-in id): a brand owning a
 * live listing buys 'Featured Placement 90 Days' through the dashboard and the stand-in checkout;
 * the plan features the listing on / and /swag and moves its end to the paid period's end;
 * a renewal moves it on; canceling in the portal shows 'Cancels on'; when the period ends the
 * featuring stops; and once the listing's own term has passed it leaves the directory, the
 * sitemap and its page answers 410 (README "Listing term and plans").
 */
import type { Page } from '@playwright/test';
import type Stripe from 'stripe';
import { expireDueListings } from '../../../functions/src/plans/expire-listings';
import {
  BRAND_COPY,
  BROWSE_COPY,
  LISTING_TERM_COPY,
  PLANS,
  cancelsOn,
  expiredOn,
  expiresOn,
  formatDate,
  formatEpochSeconds,
  itemsFound,
} from '@swagdrop/model';
import { adminAuth, adminDb, callCallable, createUser, Timestamp } from '../../support/emulator';
import { newAdmin, seedSubmission } from '../../integration/admin-queues/seed';
import { advanceSubscription, planPriceIds, standinStripe } from '../../support/stripe';
import { loginAs, payForPlan, uniqueEmail } from '../brands/support';
import { cardTitles, countLine, uniqueToken } from '../storefront-browse/browse-helpers';
import { expect, test, URLS } from '../support/fixtures';

const PASSWORD = 'journey-pass-1';
const FEATURED_PLAN = PLANS.find((plan) => plan.key === 'featured')?.name ?? '';
/** Reloads, function freshness and bundle caching: a few seconds, generously bounded. */
const SETTLE = { timeout: 60_000, intervals: [500, 1_000, 2_000] };

interface Journey {
  token: string;
  title: string;
  email: string;
  uid: string;
  listingId: string;
  slug: string;
  subscriptionId: string;
}
let journey: Journey;
/** The listing's end as approval set it, before any plan. */
let termEnd = 0;

async function storedListing(id: string) {
  const snap = await adminDb().collection('swag_listings').doc(id).get();
  return {
    expiresAt: (snap.get('expires_at') as Timestamp | null)?.toMillis() ?? null,
    planFeatured: snap.get('plan_featured') === true,
    expired: snap.get('expired') === true,
  };
}

/** The item's period end (epoch seconds) of the brand's subscription, as Stripe holds it. */
function periodEnd(sub: Stripe.Subscription): number {
  const item = sub.items.data[0];
  if (!item) throw new Error(`subscription ${sub.id} has no item`);
  return item.current_period_end;
}

/** The directory filtered to this journey's token: one card, in the featured section or not. */
async function expectOnSwag(page: Page, featured: boolean) {
  await expect(async () => {
    await page.goto(`/swag?q=${journey.token}`);
    await expect(countLine(page)).toHaveText(itemsFound(1), { timeout: 5_000 });
    const section = page.getByTestId(featured ? 'featured-section' : 'regular-section');
    await expect(section.getByRole('heading', { level: 3, name: journey.title })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass(SETTLE);
  expect((await cardTitles(page))[0]).toBe(journey.title);
  if (featured) {
    await expect(
      page.getByTestId('featured-section').getByRole('heading', { level: 2 }),
    ).toHaveText(`${BROWSE_COPY.featuredHeading} (1)`);
  } else {
    await expect(page.getByTestId('featured-section')).toHaveCount(0);
  }
}

/** Home's featured section (not live: a reload picks up the bundle's newer version). */
async function homeFeaturedHas(page: Page, present: boolean) {
  await expect(async () => {
    await page.goto('/');
    const home = page.getByTestId('home-featured');
    await expect(home.getByRole('heading', { level: 2 })).toHaveText(
      BROWSE_COPY.homeFeaturedHeading,
    );
    // Wait for the bundle: either cards or the empty text replace the skeletons.
    await expect(
      home.getByTestId('listing-card').first().or(home.getByText(BROWSE_COPY.noFeaturedYet)),
    ).toBeVisible({ timeout: 5_000 });
    await expect(home.getByRole('heading', { level: 3, name: journey.title })).toHaveCount(
      present ? 1 : 0,
      { timeout: 1_000 },
    );
  }).toPass(SETTLE);
}

/** Whether /sitemap.xml (a plain request, as a crawler makes it) lists the listing's page. */
async function sitemapListsJourney(): Promise<boolean> {
  const res = await fetch(`${URLS.storefront}/sitemap.xml`);
  const xml = await res.text();
  expect(res.status).toBe(200);
  expect(xml).toContain('<urlset');
  return xml.includes(`/swag/${journey.slug}</loc>`);
}

async function activeSubscription(customer: string): Promise<Stripe.Subscription> {
  const list = await standinStripe.subscriptions.list({ customer });
  const sub = list.data[0];
  if (list.data.length !== 1 || !sub) throw new Error(`expected one subscription of ${customer}`);
  return sub;
}

test.describe.serial('featured plan journey', () => {
  // Each step starts functions the run has not called yet (approval, checkout, webhook, trigger,
  // portal, bundle, sitemap); on a loaded 2-core machine their cold starts add up past 90 s.
  test.describe.configure({ timeout: 180_000 });

  test('a brand with a live listing buys the Featured plan at the stand-in checkout', async ({
    page,
  }) => {
    const token = uniqueToken('journey');
    const title = `Journey Hoodie ${token}`;
    const email = uniqueEmail('journey');
    const uid = await createUser(email, PASSWORD);
    // The brand's paid submission, approved by a moderator: the listing it makes is the brand's
    // (owner_uid), not featured, and live for its own 90-day term.
    const submissionId = await seedSubmission({ title, user_id: uid, payment_status: 'paid' });
    const admin = await newAdmin();
    const approved = await callCallable<{ listingId: string; slug: string }>(
      'approveSubmission',
      { submissionId },
      { idToken: await admin.token() },
    );
    expect(approved.error).toBeUndefined();
    const listingId = approved.result?.listingId ?? '';
    const slug = approved.result?.slug ?? '';
    const owned = await adminDb().collection('swag_listings').doc(listingId).get();
    expect(owned.get('owner_uid')).toBe(uid);
    expect(await storedListing(listingId)).toMatchObject({ planFeatured: false, expired: false });
    termEnd = (await storedListing(listingId)).expiresAt ?? 0;
    journey = { token, title, email, uid, listingId, slug, subscriptionId: '' };
    await expectOnSwag(page, false);

    await loginAs(page, email, PASSWORD);
    await expect(page).toHaveURL(`${URLS.storefront}/dashboard`);
    await expect(page.getByText(BRAND_COPY.noPlan)).toBeVisible();
    const customer = await payForPlan(page, uid, FEATURED_PLAN);
    // The subscription Stripe holds is on the price setupStripe made for the Featured plan.
    const sub = await activeSubscription(customer);
    const prices = await planPriceIds();
    expect(sub.items.data.map((item) => item.price.id)).toEqual([prices.featured]);
    expect(sub.status).toBe('active');
    journey.subscriptionId = sub.id;

    await page.goto('/dashboard');
    const current = page.getByTestId('current-plan');
    await expect(current.getByText(FEATURED_PLAN)).toBeVisible();
  });

  test('the plan features the listing on / and /swag and ends it with the paid period', async ({
    page,
  }) => {
    const sub = await standinStripe.subscriptions.retrieve(journey.subscriptionId);
    const end = periodEnd(sub) * 1000;
    expect(end).toBeGreaterThan(termEnd);
    await expect
      .poll(() => storedListing(journey.listingId), SETTLE)
      .toEqual({ expiresAt: end, planFeatured: true, expired: false });

    await homeFeaturedHas(page, true);
    await expectOnSwag(page, true);
    await expect(page.getByTestId('featured-section').getByTestId('featured-badge')).toHaveCount(1);
  });

  test('a renewal moves the end to the new period end, still featured', async ({ page }) => {
    const before = periodEnd(await standinStripe.subscriptions.retrieve(journey.subscriptionId));
    const renewed = await advanceSubscription(journey.subscriptionId, 'renew');
    const after = periodEnd(renewed);
    expect(after - before).toBe(90 * 86_400);
    await expect
      .poll(() => storedListing(journey.listingId), SETTLE)
      .toEqual({ expiresAt: after * 1000, planFeatured: true, expired: false });

    await loginAs(page, journey.email, PASSWORD);
    const mine = page
      .getByRole('region', { name: LISTING_TERM_COPY.yourListings })
      .getByRole('listitem')
      .filter({ hasText: journey.title });
    await expect(mine).toContainText(expiresOn(formatDate(after * 1000)));
    await expect(mine.getByText(LISTING_TERM_COPY.featuredByPlan, { exact: true })).toBeVisible();
    await expectOnSwag(page, true);
  });

  test("Manage billing → the portal's 'Cancel plan' → the dashboard shows 'Cancels on'", async ({
    page,
  }) => {
    const end = periodEnd(await standinStripe.subscriptions.retrieve(journey.subscriptionId));
    await loginAs(page, journey.email, PASSWORD);
    const current = page.getByTestId('current-plan');
    await current.getByRole('button', { name: BRAND_COPY.manageBilling }).click();
    await page.waitForURL(`${URLS.stripe}/billing_portal/**`);
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(page.getByRole('status')).toContainText('Your plan is canceled');
    await page.getByRole('link', { name: 'Return to SwagDrop' }).click();
    await expect(page).toHaveURL(`${URLS.storefront}/dashboard`);
    await expect(current.getByText(cancelsOn(formatEpochSeconds(end)))).toBeVisible();

    // Canceled at the period's end: until then the plan still features the listing.
    expect(await storedListing(journey.listingId)).toEqual({
      expiresAt: end * 1000,
      planFeatured: true,
      expired: false,
    });
  });

  test('when the period ends the plan stops featuring the listing, which stays listed', async ({
    page,
  }) => {
    const end = periodEnd(await standinStripe.subscriptions.retrieve(journey.subscriptionId));
    await expectOnSwag(page, true);
    const ended = await advanceSubscription(journey.subscriptionId, 'end_period');
    expect(ended.status).toBe('canceled');
    await expect
      .poll(() => storedListing(journey.listingId), SETTLE)
      .toEqual({ expiresAt: end * 1000, planFeatured: false, expired: false });

    // /swag is live: the open page moves the card out of the featured section by itself.
    await expect(page.getByTestId('featured-section')).toHaveCount(0, SETTLE);
    await expect(
      page.getByTestId('regular-section').getByRole('heading', { level: 3, name: journey.title }),
    ).toBeVisible();
    await homeFeaturedHas(page, false);
    await expectOnSwag(page, false);
    await expect.poll(sitemapListsJourney, SETTLE).toBe(true);
  });

  test('after its term the listing leaves /swag and the sitemap, and its page answers 410', async ({
    page,
  }) => {
    // The stand-in's clock does not move: setting the end to a passed moment and running the
    // expiry schedule's handler stands for the listing's paid term running out.
    const endedAt = Date.now() - 60_000;
    await adminDb()
      .collection('swag_listings')
      .doc(journey.listingId)
      .update({ expires_at: Timestamp.fromMillis(endedAt) });
    // The count is not asserted: another spec's expiry run may mark this listing first.
    await expireDueListings(adminDb(), adminAuth(), new Date());
    expect((await storedListing(journey.listingId)).expired).toBe(true);

    await expect(async () => {
      await page.goto(`/swag?q=${journey.token}`);
      await expect(countLine(page)).toHaveText(itemsFound(0), { timeout: 5_000 });
    }).toPass(SETTLE);
    await expect(page.getByRole('heading', { level: 3, name: journey.title })).toHaveCount(0);

    await expect.poll(sitemapListsJourney, SETTLE).toBe(false);

    const plain = await fetch(`${URLS.storefront}/swag/${journey.slug}`);
    expect(plain.status).toBe(410);
    expect(await plain.text()).toContain(LISTING_TERM_COPY.offerEndedTitle);
    const gone = await page.goto(`/swag/${journey.slug}`);
    expect(gone?.status()).toBe(410);
    await expect(
      page.getByRole('heading', { level: 1, name: LISTING_TERM_COPY.offerEndedTitle }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: BROWSE_COPY.browseSwag })).toHaveAttribute(
      'href',
      '/swag',
    );

    await loginAs(page, journey.email, PASSWORD);
    const mine = page
      .getByRole('region', { name: LISTING_TERM_COPY.yourListings })
      .getByRole('listitem')
      .filter({ hasText: journey.title });
    await expect(mine).toContainText(expiredOn(formatDate(endedAt)));
    await expect(mine.getByText(LISTING_TERM_COPY.expiredStatus, { exact: true })).toBeVisible();
    await expect(mine).toContainText(LISTING_TERM_COPY.renewHint);
    await expect(mine.getByRole('link', { name: journey.title })).toHaveCount(0);
  });
});
