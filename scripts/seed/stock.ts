/**
 * Stock on a few seeded listings (docs/data-model.md, "Stock"), consistent with the seeded
 * claims: what is left = quantity − that listing's claims, written as approveSubmission and
 * the claims would have left it. Some plentiful, the brand account's live listing with 2 left
 * (its dashboard shows 'Add stock'), and one all claimed (off the directory, its page says
 * 'All claimed'). The rest keep no limit, as every listing did before stock existed.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  LISTING_STOCK_COLLECTION,
  STOCK_SHARDS,
  splitStock,
  stockShardCount,
} from '@swagdrop/model';
import type { SeededListing } from './listings';
import type { SeedDoc } from './write';

const PLENTIFUL = [1000, 250, 120];

function stockDocs(db: Firestore, listing: SeededListing, quantity: number, left: number) {
  const root = db.collection(LISTING_STOCK_COLLECTION).doc(listing.ref.id);
  const count = stockShardCount(Math.max(left, 1));
  listing.data.quantity = quantity;
  listing.data.all_claimed = left === 0;
  return [
    { ref: root, data: { quantity, shard_count: count, mail_round: 1 } },
    ...splitStock(left, count).map((shardLeft, index) => ({
      ref: root.collection(STOCK_SHARDS).doc(String(index)),
      data: { left: shardLeft },
    })),
  ];
}

/** Sets quantity/all_claimed on the chosen listings' data and returns their stock documents. */
export function buildStock(
  db: Firestore,
  listings: readonly SeededListing[],
  claims: readonly SeedDoc[],
  brandUid: string,
): SeedDoc[] {
  const claimed = new Map<string, number>();
  for (const claim of claims) {
    const id = String(claim.data.listing_id);
    claimed.set(id, (claimed.get(id) ?? 0) + 1);
  }
  const count = (l: SeededListing) => claimed.get(l.ref.id) ?? 0;
  const live = listings.filter((l) => l.data.expired !== true);
  const owned = live.find((l) => l.data.owner_uid === brandUid);
  const byClaims = [...live].sort((a, b) => count(b) - count(a) || a.slug.localeCompare(b.slug));
  const soldOut = byClaims.find((l) => l !== owned && !l.item.is_featured && count(l) > 0);
  const plentiful = byClaims.filter((l) => l !== owned && l !== soldOut).slice(0, PLENTIFUL.length);

  const docs: SeedDoc[] = [];
  plentiful.forEach((listing, i) => {
    const quantity = Math.max(PLENTIFUL[i] ?? 100, count(listing) + 50);
    docs.push(...stockDocs(db, listing, quantity, quantity - count(listing)));
  });
  if (owned) docs.push(...stockDocs(db, owned, count(owned) + 2, 2));
  if (soldOut) docs.push(...stockDocs(db, soldOut, count(soldOut), 0));
  return docs;
}
