import { describe, expect, it } from 'vitest';
import { STOCK_COPY, type MyListingsResult } from '@swagdrop/model';
import { adminDb, callCallable, createUser, idTokenFor } from '../../support/emulator';
import { auditFor, listingPayload, newAccount, saveListing } from '../admin-core/helpers';
import { PASSWORD, seedSubmission, uniqueTag } from '../admin-queues/seed';
import { claimAs, leftOf, seedStockedListing, stockDoc, storedClaims } from './helpers';

const listingDoc = (id: string) => adminDb().collection('swag_listings').doc(id);

async function ownedListing(shards: number[]) {
  const brand = await newAccount('brand');
  const id = await seedStockedListing(shards, { owner_uid: brand.uid });
  return { brand, id };
}

function addStock(token: string | undefined, listingId: string, amount: unknown) {
  return callCallable<{ left: number; quantity: number }>(
    'addListingStock',
    { listingId, amount },
    { idToken: token },
  );
}

describe('owners manage stock', () => {
  it("'Add stock' on another brand's listing is refused and changes nothing", async () => {
    const { id } = await ownedListing([2, 2]);
    const rival = await newAccount('brand');
    const res = await addStock(await rival.token(), id, 50);
    expect(res.error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: STOCK_COPY.errors.notYours,
    });
    const closed = await callCallable(
      'closeMyListing',
      { listingId: id },
      {
        idToken: await rival.token(),
      },
    );
    expect(closed.error?.status).toBe('PERMISSION_DENIED');
    expect(await leftOf(id)).toBe(4);
    expect((await listingDoc(id).get()).get('expired')).toBeUndefined();
    expect((await addStock(undefined, id, 5)).error?.status).toBe('UNAUTHENTICATED');
    expect(await auditFor(`swag_listings/${id}`)).toHaveLength(0);
  });

  it('every bad amount is refused with its message, and what is left stays ≤ 100,000', async () => {
    const { brand, id } = await ownedListing([1]);
    const token = await brand.token();
    const e = STOCK_COPY.errors;
    for (const [amount, message] of [
      [0, e.amountTooSmall],
      [-4, e.amountTooSmall],
      [2.5, e.amountDecimal],
      ['lots', e.amountNotNumber],
      [100_000, e.leftTooMany],
    ] as const) {
      const res = await addStock(token, id, amount);
      expect(res.error?.message, `amount ${amount}`).toBe(message);
    }
    expect(await leftOf(id)).toBe(1);
  });

  it('an all-claimed listing comes back with the stock its owner adds, audited', async () => {
    const { brand, id } = await ownedListing([1]);
    expect((await claimAs(id)).error).toBeUndefined();
    await expect.poll(async () => (await listingDoc(id).get()).get('all_claimed')).toBe(true);

    const res = await addStock(await brand.token(), id, '2');
    expect(res.result).toEqual({ left: 2, quantity: 3 });
    expect((await listingDoc(id).get()).data()).toMatchObject({ all_claimed: false, quantity: 3 });
    expect((await stockDoc(id).get()).get('quantity')).toBe(3);
    expect((await claimAs(id)).error).toBeUndefined();
    expect(await storedClaims(id)).toBe(2);
    const [entry] = await auditFor(`swag_listings/${id}`);
    expect(entry).toMatchObject({
      actor_uid: brand.uid,
      action: 'listing.add_stock',
      before: { quantity: 1, left: 0 },
      after: { quantity: 3, left: 2 },
    });
  });

  it("'Close listing' ends it now like an ended term, audited", async () => {
    const { brand, id } = await ownedListing([5]);
    const res = await callCallable(
      'closeMyListing',
      { listingId: id },
      {
        idToken: await brand.token(),
      },
    );
    expect(res.result).toEqual({ ok: true });
    expect((await listingDoc(id).get()).get('expired')).toBe(true);
    expect((await claimAs(id)).error?.status).toBe('FAILED_PRECONDITION');
    expect((await auditFor(`swag_listings/${id}`))[0]).toMatchObject({ action: 'listing.close' });
  });

  it('a moderator changing the quantity moves what is left by the difference', async () => {
    const admin = await newAccount('admin');
    const token = await admin.token();
    const payload = listingPayload({ quantity: 10 });
    const { id } = (await saveListing(token, { listing: payload })).result!;
    for (let i = 0; i < 4; i += 1) expect((await claimAs(id)).error).toBeUndefined();
    await saveListing(token, { id, listing: { ...payload, quantity: 20 } });
    expect(await leftOf(id)).toBe(16);
    await saveListing(token, { id, listing: { ...payload, quantity: 4 } });
    expect(await leftOf(id)).toBe(0);
    expect((await listingDoc(id).get()).get('all_claimed')).toBe(true);
    await saveListing(token, { id, listing: { ...payload, quantity: '' } });
    expect((await stockDoc(id).get()).exists).toBe(false);
    expect((await listingDoc(id).get()).data()).toMatchObject({
      quantity: null,
      all_claimed: false,
    });
  });

  it('every bad quantity is refused with its message', async () => {
    const admin = await newAccount('admin');
    const token = await admin.token();
    const e = STOCK_COPY.errors;
    for (const [quantity, message] of [
      [0, e.zero],
      [-5, e.negative],
      [1.5, e.decimal],
      [100_001, e.tooMany],
      ['many', e.notNumber],
    ] as const) {
      const res = await saveListing(token, { listing: listingPayload({ quantity }) });
      expect(res.error?.message, `quantity ${quantity}`).toBe(message);
    }
  });
});

describe('whose listing', () => {
  it('a listing submitted signed out attaches to the account that verifies its email', async () => {
    const tag = uniqueTag();
    const email = `signed-out-${tag}@example.com`;
    const submissionId = await seedSubmission({ contact_email: email, user_id: null });
    await adminDb().collection('submissions').doc(submissionId).update({ quantity: 5 });
    const admin = await newAccount('admin');
    const approved = await callCallable(
      'approveSubmission',
      { submissionId },
      { idToken: await admin.token() },
    );
    expect(approved.error).toBeUndefined();
    expect((await listingDoc(submissionId).get()).data()).toMatchObject({
      owner_uid: null,
      quantity: 5,
    });
    expect(await leftOf(submissionId)).toBe(5);
    expect((await claimAs(submissionId)).error).toBeUndefined();

    // Signed up but not verified yet: nothing is attached.
    const uid = await createUser(email, PASSWORD, {}, { emailVerified: false });
    const before = await callCallable<MyListingsResult>(
      'myListings',
      {},
      {
        idToken: await idTokenFor(email, PASSWORD),
      },
    );
    expect(before.result?.listings).toEqual([]);

    await createUser(email, PASSWORD, {}, { emailVerified: true });
    const after = await callCallable<MyListingsResult>(
      'myListings',
      {},
      {
        idToken: await idTokenFor(email, PASSWORD),
      },
    );
    expect(after.result?.listings).toMatchObject([
      { id: submissionId, quantity: 5, claimed: 1, left: 4, all_claimed: false },
    ]);
    expect((await listingDoc(submissionId).get()).get('owner_uid')).toBe(uid);
    const res = await addStock(await idTokenFor(email, PASSWORD), submissionId, 1);
    expect(res.result).toEqual({ left: 5, quantity: 6 });
  });

  it('a brand account verified before the approval owns the listing from the start', async () => {
    const tag = uniqueTag();
    const email = `verified-first-${tag}@example.com`;
    const uid = await createUser(email, PASSWORD, {}, { emailVerified: true });
    const submissionId = await seedSubmission({ contact_email: email, user_id: null });
    const admin = await newAccount('admin');
    await callCallable('approveSubmission', { submissionId }, { idToken: await admin.token() });
    expect((await listingDoc(submissionId).get()).get('owner_uid')).toBe(uid);
  });
});
