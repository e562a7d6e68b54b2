import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { DirectoryBundle } from '@swagdrop/model';
import { adminDb, URLS } from '../../support/emulator';
import { planPriceIds } from '../../support/stripe';
import { DAY, listing, millisOf, seedTermListing, until } from './helpers';

/**
 * The plan trigger against the emulators: the test writes subscriptions/{uid} with the Admin
 * SDK exactly as the Stripe webhook does, and the brand's listings follow.
 */
const seconds = (ms: number) => Math.floor(ms / 1000);

function writeView(uid: string, view: { status: string; price: string; periodEnd: number }) {
  return adminDb()
    .collection('subscriptions')
    .doc(uid)
    .set({
      subscription_status: view.status,
      price_id: view.price,
      current_period_end: seconds(view.periodEnd),
      cancel_at_period_end: false,
      subscription_id: `sub_${uid}`,
      subscription_created: seconds(Date.now()),
    });
}

async function featuredInBundle(id: string): Promise<boolean | null> {
  const res = await fetch(`${URLS.functions}/directoryData`);
  const row = ((await res.json()) as DirectoryBundle).listings.find((r) => r.id === id);
  return row ? row.is_featured : null;
}

describe('plansOnSubscriptionWrite', () => {
  it("an active Featured plan features the brand's listings and keeps them live to the period end; renewal moves it on; cancel unfeatures", async () => {
    const uid = `brand${randomUUID().slice(0, 8)}`;
    const soon = Date.now() + 3 * DAY;
    const own = await seedTermListing({ owner_uid: uid, expires_at: soon });
    const ended = await seedTermListing({
      owner_uid: uid,
      expires_at: Date.now() - DAY,
      expired: true,
    });
    const moderatorFeatured = await seedTermListing(
      { owner_uid: uid, expires_at: soon },
      { is_featured: true },
    );
    const someoneElse = await seedTermListing({ owner_uid: `other${uid}`, expires_at: soon });

    const periodEnd = seconds(Date.now() + 90 * DAY) * 1000;
    await writeView(uid, {
      status: 'active',
      price: (await planPriceIds()).featured,
      periodEnd,
    });
    const featured = await until('plan featuring', async () => {
      const data = await listing(own);
      return data.plan_featured === true ? data : null;
    });
    expect(millisOf(featured.expires_at)).toBe(periodEnd);
    const revived = await until('the ended listing to come back', async () => {
      const data = await listing(ended);
      return data.expired === false ? data : null;
    });
    expect(millisOf(revived.expires_at)).toBe(periodEnd);
    expect(revived.plan_featured).toBe(true);
    const other = await listing(someoneElse);
    expect(other.plan_featured).toBe(false);
    expect(millisOf(other.expires_at)).toBe(soon);
    // Visitors see the plan's featuring in the directory.
    expect(await until('featured in the bundle', () => featuredInBundle(own))).toBe(true);

    const renewedEnd = periodEnd + 90 * DAY;
    await writeView(uid, {
      status: 'active',
      price: (await planPriceIds()).featured,
      periodEnd: renewedEnd,
    });
    await until('the renewal', async () =>
      millisOf((await listing(own)).expires_at) === renewedEnd ? true : null,
    );

    await writeView(uid, {
      status: 'canceled',
      price: (await planPriceIds()).featured,
      periodEnd: renewedEnd,
    });
    const unfeatured = await until('featuring to stop', async () => {
      const data = await listing(own);
      return data.plan_featured === false ? data : null;
    });
    // Its paid time is kept; only the featuring ends.
    expect(millisOf(unfeatured.expires_at)).toBe(renewedEnd);
    const kept = await until('the moderator-featured listing', async () => {
      const data = await listing(moderatorFeatured);
      return data.plan_featured === false ? data : null;
    });
    expect(kept.is_featured).toBe(true);
    expect(
      await until('unfeatured in the bundle', async () => {
        const value = await featuredInBundle(own);
        return value === false ? value : null;
      }),
    ).toBe(false);
    // The moderator-featured listing would stay featured for the suites that run after this one
    // (the /swag hand-off test expects at most one row of featured cards).
    await adminDb().collection('swag_listings').doc(moderatorFeatured).delete();
  });

  it('the 90 day Listing plan keeps listings live without featuring them; a later end is never shortened', async () => {
    const uid = `brand${randomUUID().slice(0, 8)}`;
    const far = Date.now() + 400 * DAY;
    const short = await seedTermListing({ owner_uid: uid, expires_at: Date.now() + DAY });
    const long = await seedTermListing({ owner_uid: uid, expires_at: far });
    const periodEnd = seconds(Date.now() + 90 * DAY) * 1000;
    await writeView(uid, {
      status: 'trialing',
      price: (await planPriceIds()).listing,
      periodEnd,
    });
    const moved = await until('the plan to apply', async () => {
      const data = await listing(short);
      return millisOf(data.expires_at) === periodEnd ? data : null;
    });
    expect(moved.plan_featured).toBe(false);
    expect(millisOf((await listing(long)).expires_at)).toBe(far);
  });
});
