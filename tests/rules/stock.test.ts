/**
 * listing_stock and its shards: public reads (cards show 'N left' live), no browser writes, an
 * admin's included — otherwise a visitor could refill stock or a brand empty a rival's.
 */
import { doc, getDoc, increment, setDoc, updateDoc } from 'firebase/firestore';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { describeCollectionMatrix } from './firestore-matrix';
import { useMatrix } from './matrix';
import { dbAs, seedDoc, uniqueId } from './support';

useMatrix('listing stock', 15);

const everyoneReads = {
  visitor: ['get', 'list'],
  brand: ['get', 'list'],
  'other brand': ['get', 'list'],
  admin: ['get', 'list'],
} as const;

describeCollectionMatrix({
  row: 'listing_stock/{listingId}',
  collection: 'listing_stock',
  existing: () => ({ quantity: 100, shard_count: 5, mail_round: 1 }),
  create: () => ({ quantity: 100_000, shard_count: 1 }),
  update: () => ({ quantity: 100_000 }),
  allowed: everyoneReads,
  note: 'written only by the functions (approval, saveListing, addListingStock); public for the live count.',
});

describeCollectionMatrix({
  row: 'listing_stock/{listingId}/shards/{n}',
  collection: 'listing_stock/stock-rules-listing/shards',
  fixedId: '0',
  existing: () => ({ left: 20 }),
  create: () => ({ left: 1000 }),
  update: () => ({ left: 1000 }),
  allowed: everyoneReads,
  note: 'a claim takes a unit only inside the submitClaim transaction; list = the shards of one listing.',
});

describe('listing_stock: nobody changes what is left from a browser', () => {
  it('a visitor reads a shard but cannot take a unit with an increment', async () => {
    const path = `listing_stock/${uniqueId('listing')}/shards/0`;
    await seedDoc(path, { left: 3 });
    const db = await dbAs('visitor');
    await assertSucceeds(getDoc(doc(db, path)));
    await assertFails(updateDoc(doc(db, path), { left: increment(-1) }));
  });
  it("a brand cannot refill its own listing's stock", async () => {
    const path = `listing_stock/${uniqueId('listing')}`;
    await seedDoc(path, { quantity: 10, shard_count: 1 });
    await assertFails(setDoc(doc(await dbAs('brand'), `${path}/shards/0`), { left: 10 }));
  });
});
