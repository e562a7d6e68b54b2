import { describe, expect, it } from 'vitest';
import { STOCK_COPY } from '@swagdrop/model';
import { adminDb, directoryMetaDoc, seedListing } from '../../support/emulator';
import { listingPayload, newAccount, saveListing } from '../admin-core/helpers';
import {
  claimAs,
  leftOf,
  seedStockedListing,
  shardsOf,
  stockDoc,
  storedClaims,
  updateTimeOf,
} from './helpers';

const listingDoc = (id: string) => adminDb().collection('swag_listings').doc(id);

async function expectClaimedOut(res: Awaited<ReturnType<typeof claimAs>>) {
  expect(res.error).toMatchObject({
    status: 'FAILED_PRECONDITION',
    message: STOCK_COPY.claimedOut,
    details: { reason: 'claimed-out' },
  });
}

describe('claims take stock', () => {
  it('a moderator-made listing with a quantity gets its shards; claims never write the listing', async () => {
    const admin = await newAccount('admin');
    const saved = await saveListing(await admin.token(), {
      listing: listingPayload({ quantity: '3' }),
    });
    expect(saved.error).toBeUndefined();
    const id = saved.result!.id;
    expect((await stockDoc(id).get()).data()).toMatchObject({ quantity: 3, shard_count: 1 });
    expect(await shardsOf(id)).toEqual({ '0': 3 });

    const listingUpdated = await updateTimeOf(id);
    const version = (await directoryMetaDoc().get()).get('version') as unknown;
    expect((await claimAs(id)).error).toBeUndefined();
    expect((await claimAs(id)).error).toBeUndefined();
    expect(await leftOf(id)).toBe(1);
    // Two claims: the listing document and the directory version are exactly as they were.
    expect(await updateTimeOf(id)).toBe(listingUpdated);
    expect((await directoryMetaDoc().get()).get('version')).toEqual(version);

    // The last unit: the listing is marked all claimed once, and the brand's mail is queued.
    expect((await claimAs(id)).error).toBeUndefined();
    await expect.poll(async () => (await listingDoc(id).get()).get('all_claimed')).toBe(true);
    const marked = await updateTimeOf(id);

    const late = await claimAs(id);
    await expectClaimedOut(late);
    expect(await storedClaims(id)).toBe(3);
    expect(await updateTimeOf(id)).toBe(marked);
  });

  it('a repeat claim on a sold-out listing keeps its success answer and takes nothing', async () => {
    const id = await seedStockedListing([1]);
    const email = `repeat-${Date.now()}@example.com`;
    expect((await claimAs(id, email)).error).toBeUndefined();
    expect((await claimAs(id, email)).error).toBeUndefined();
    expect(await storedClaims(id)).toBe(1);
    expect(await leftOf(id)).toBe(0);
  });

  it('the shard picker falls back to shards with some left when its shard runs dry', async () => {
    // Four of five shards empty: most claims start on an empty shard and must fall back.
    const id = await seedStockedListing([0, 0, 0, 0, 2]);
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await claimAs(id));
    expect(answers.filter((a) => a.error === undefined)).toHaveLength(2);
    await expectClaimedOut(answers[2]!);
    expect(await shardsOf(id)).toEqual({ '0': 0, '1': 0, '2': 0, '3': 0, '4': 0 });
    expect(await storedClaims(id)).toBe(2);
  });

  it('every unit spread over scattered shards is found before claimed-out', async () => {
    const id = await seedStockedListing([1, 0, 1, 0, 0, 0, 1, 0]);
    for (let i = 0; i < 3; i += 1) expect((await claimAs(id)).error).toBeUndefined();
    await expectClaimedOut(await claimAs(id));
    expect(await leftOf(id)).toBe(0);
  });

  // Each concurrent call may start its own Functions emulator worker: kept small, given time.
  it('no number of concurrent claims stores more claims than the quantity', async () => {
    const id = await seedStockedListing([2, 1, 1, 1]);
    const answers = await Promise.all(Array.from({ length: 16 }, () => claimAs(id)));
    const ok = answers.filter((a) => a.status === 200);
    const out = answers.filter((a) => a.error?.message === STOCK_COPY.claimedOut);
    expect(ok).toHaveLength(5);
    expect(out).toHaveLength(11);
    expect(await storedClaims(id)).toBe(5);
    expect(await leftOf(id)).toBe(0);
    await expect.poll(async () => (await listingDoc(id).get()).get('all_claimed')).toBe(true);
  }, 240_000);

  it('an unlimited listing takes claims without any stock document', async () => {
    const id = await seedListing();
    expect((await claimAs(id)).error).toBeUndefined();
    expect((await stockDoc(id).get()).exists).toBe(false);
    expect((await listingDoc(id).get()).get('all_claimed')).toBeUndefined();
  });
});
