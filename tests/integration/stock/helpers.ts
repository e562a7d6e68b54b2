/**
 * Helpers for the stock tests: listings with a quantity made through the real functions (or
 * seeded with an exact shard layout), claims from distinct visitors, and reads of what is left.
 */
import { LISTING_STOCK_COLLECTION, STOCK_SHARDS } from '@swagdrop/model';
import { adminDb, callCallable, seedListing } from '../../support/emulator';
import { uniqueEmail, uniqueIp } from '../public-writes/helpers';

export type ClaimAnswer = { claim_url: string | null };

export function claimAs(listingId: string, email = uniqueEmail('stock')) {
  return callCallable<ClaimAnswer>(
    'submitClaim',
    { first_name: 'Stock', email, listing_id: listingId, agreed_to_terms: true },
    { ip: uniqueIp() },
  );
}

export const stockDoc = (listingId: string) =>
  adminDb().collection(LISTING_STOCK_COLLECTION).doc(listingId);

/** Each shard's `left`, by shard id. */
export async function shardsOf(listingId: string): Promise<Record<string, number>> {
  const snap = await stockDoc(listingId).collection(STOCK_SHARDS).get();
  return Object.fromEntries(snap.docs.map((d) => [d.id, Number(d.get('left'))]));
}

export async function leftOf(listingId: string): Promise<number> {
  return Object.values(await shardsOf(listingId)).reduce((a, b) => a + b, 0);
}

export async function storedClaims(listingId: string): Promise<number> {
  const snap = await adminDb()
    .collection('claims')
    .where('listing_id', '==', listingId)
    .count()
    .get();
  return snap.data().count;
}

/**
 * Gives a seeded listing a quantity held in exactly these shards (as the functions would have
 * written them).
 */
export async function stockListing(
  id: string,
  shards: number[],
  extra: Record<string, unknown> = {},
): Promise<void> {
  const quantity = Math.max(
    1,
    shards.reduce((a, b) => a + b, 0),
  );
  await adminDb()
    .collection('swag_listings')
    .doc(id)
    .update({ quantity, ...extra });
  const batch = adminDb().batch();
  batch.set(stockDoc(id), { quantity, shard_count: shards.length, mail_round: 1 });
  shards.forEach((left, index) =>
    batch.set(stockDoc(id).collection(STOCK_SHARDS).doc(String(index)), { left }),
  );
  await batch.commit();
}

/** A listing with a quantity and exactly these shards, to drive the shard picker's fallback. */
export async function seedStockedListing(
  shards: number[],
  extra: Record<string, unknown> = {},
): Promise<string> {
  const id = await seedListing();
  await stockListing(id, shards, extra);
  return id;
}

export async function updateTimeOf(listingId: string): Promise<number> {
  const snap = await adminDb().collection('swag_listings').doc(listingId).get();
  return snap.updateTime?.toMillis() ?? 0;
}
