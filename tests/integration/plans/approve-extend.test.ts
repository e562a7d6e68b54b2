import { describe, expect, it } from 'vitest';
import { LISTING_TERM_MS } from '@swagdrop/model';
import { callCallable } from '../../support/emulator';
import { listingPayload, saveListing } from '../admin-core/helpers';
import { auditEntries, newAdmin, newBrand, seedSubmission } from '../admin-queues/seed';
import { DAY, listing, millisOf, seedTermListing } from './helpers';

type Approved = { listingId: string; slug: string };

async function approve(submissionId: string) {
  const admin = await newAdmin();
  const res = await callCallable<Approved>(
    'approveSubmission',
    { submissionId },
    { idToken: await admin.token() },
  );
  expect(res.error).toBeUndefined();
  return res.result?.listingId ?? '';
}

describe('approval: the listing term', () => {
  it("a paid brand submission's listing belongs to the brand and ends 90 days after approval", async () => {
    const brand = await newBrand();
    const id = await seedSubmission({ user_id: brand.uid, payment_status: 'paid' });
    const before = Date.now();
    const listingId = await approve(id);
    const after = Date.now();

    const stored = await listing(listingId);
    expect(stored.owner_uid).toBe(brand.uid);
    expect(stored.expired).toBe(false);
    expect(stored.plan_featured).toBe(false);
    const end = millisOf(stored.expires_at) ?? 0;
    expect(end).toBeGreaterThanOrEqual(before + LISTING_TERM_MS);
    expect(end).toBeLessThanOrEqual(after + LISTING_TERM_MS);
  });

  it('an anonymous unpaid submission has no owner and no end', async () => {
    const listingId = await approve(await seedSubmission({ user_id: null }));
    const stored = await listing(listingId);
    expect(stored.owner_uid).toBeNull();
    expect(stored.expires_at).toBeNull();
  });

  it('a listing a moderator enters has no end', async () => {
    const admin = await newAdmin();
    const res = await saveListing(await admin.token(), { listing: listingPayload() });
    expect(res.error).toBeUndefined();
    const stored = await listing(res.result?.id ?? '');
    expect(stored.expires_at ?? null).toBeNull();
  });
});

describe('saveListing: a moderator sets or clears the end', () => {
  it('a date sets the end (a passed one expires the listing), null clears it, both audited', async () => {
    const admin = await newAdmin();
    const token = await admin.token();
    const created = await saveListing(token, {
      listing: listingPayload(),
      expires_at: Date.now() + 10 * DAY,
    });
    expect(created.error).toBeUndefined();
    const id = created.result?.id ?? '';
    expect((await listing(id)).expired).toBe(false);

    const past = Date.now() - DAY;
    const ended = await saveListing(token, { id, listing: listingPayload(), expires_at: past });
    expect(ended.error).toBeUndefined();
    expect(await listing(id)).toMatchObject({ expired: true });
    expect(millisOf((await listing(id)).expires_at)).toBe(past);

    const cleared = await saveListing(token, { id, listing: listingPayload(), expires_at: null });
    expect(cleared.error).toBeUndefined();
    expect(await listing(id)).toMatchObject({ expires_at: null, expired: false });

    // An edit without the field keeps the end as it is.
    await saveListing(token, { id, listing: listingPayload(), expires_at: past });
    await saveListing(token, { id, listing: listingPayload() });
    expect(millisOf((await listing(id)).expires_at)).toBe(past);

    const audit = await auditEntries(`swag_listings/${id}`);
    expect(audit.map((entry) => (entry.after as Record<string, unknown>).expires_at)).toContain(
      new Date(past).toISOString(),
    );
    expect(
      audit.some((entry) => (entry.after as Record<string, unknown>).expires_at === null),
    ).toBe(true);
  });
});

describe('extendListing', () => {
  it('refuses visitors and brands', async () => {
    const id = await seedTermListing({ expires_at: Date.now() - DAY, expired: true });
    const brand = await newBrand();
    const anonymous = await callCallable('extendListing', { id });
    expect(anonymous.error?.status).toBe('UNAUTHENTICATED');
    const asBrand = await callCallable('extendListing', { id }, { idToken: await brand.token() });
    expect(asBrand.error?.status).toBe('PERMISSION_DENIED');
    expect((await listing(id)).expired).toBe(true);
  });

  it('moves an ended listing to now + 90 days, un-expires it and audits it', async () => {
    const admin = await newAdmin();
    const id = await seedTermListing({ expires_at: Date.now() - 5 * DAY, expired: true });
    const before = Date.now();
    const res = await callCallable<{ id: string; expires_at: number }>(
      'extendListing',
      { id },
      { idToken: await admin.token() },
    );
    expect(res.error).toBeUndefined();
    const stored = await listing(id);
    expect(stored.expired).toBe(false);
    const end = millisOf(stored.expires_at) ?? 0;
    expect(end).toBe(res.result?.expires_at);
    expect(end).toBeGreaterThanOrEqual(before + LISTING_TERM_MS);
    expect(end).toBeLessThanOrEqual(Date.now() + LISTING_TERM_MS);

    const audit = await auditEntries(`swag_listings/${id}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'listing.extend',
      actor_uid: admin.uid,
      before: expect.objectContaining({ expired: true }),
      after: expect.objectContaining({ expired: false, expires_at: new Date(end).toISOString() }),
    });
  });

  it('adds 90 days to an end still ahead', async () => {
    const admin = await newAdmin();
    const current = Date.now() + 10 * DAY;
    const id = await seedTermListing({ expires_at: current });
    const res = await callCallable('extendListing', { id }, { idToken: await admin.token() });
    expect(res.error).toBeUndefined();
    expect(millisOf((await listing(id)).expires_at)).toBe(current + LISTING_TERM_MS);
  });
});
