import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import {
  LISTING_STOCK_COLLECTION,
  STOCK_SHARDS,
  splitStock,
  stockShardCount,
  type ListingStockDoc,
  type StockShardDoc,
} from '@swagdrop/model';
import { db } from '../lib/admin';

/**
 * Every Firestore read and write of a listing's stock (docs/data-model.md, "Stock"):
 * `listing_stock/{listingId}` = { quantity, shard_count, mail_round } and its shards
 * `shards/{0..shard_count-1}` = { left }. What is left is the sum of the shards. Only these
 * functions write it; browsers read it (firestore.rules) for the live 'N left'.
 */

export const stockRef = (listingId: string) =>
  db.collection(LISTING_STOCK_COLLECTION).doc(listingId);
export const shardsOf = (listingId: string) => stockRef(listingId).collection(STOCK_SHARDS);
export const shardRef = (listingId: string, index: number) =>
  shardsOf(listingId).doc(String(index));
export const listingRef = (listingId: string) => db.collection('swag_listings').doc(listingId);

/** The stock root as stored, plus the round its mails are keyed by (bumped by 'Add stock'). */
export interface StockRoot extends ListingStockDoc {
  mail_round: number;
}

export function toStockRoot(data: Record<string, unknown> | undefined): StockRoot | null {
  if (!data) return null;
  const { quantity, shard_count: count, mail_round: round } = data;
  if (typeof quantity !== 'number' || typeof count !== 'number' || count < 1) return null;
  return { quantity, shard_count: count, mail_round: typeof round === 'number' ? round : 0 };
}

export const shardLeft = (data: Record<string, unknown> | undefined): number => {
  const left = data?.left;
  return typeof left === 'number' && left > 0 ? left : 0;
};

/** The whole stock read in a transaction (moderator and owner changes, not claims). */
export interface StockState {
  root: StockRoot;
  left: number;
}
export async function readStockInTx(
  tx: Transaction,
  listingId: string,
): Promise<StockState | null> {
  const root = toStockRoot((await tx.get(stockRef(listingId))).data());
  if (!root) return null;
  const shards = await tx.getAll(
    ...Array.from({ length: root.shard_count }, (_, i) => shardRef(listingId, i)),
  );
  return { root, left: shards.reduce((sum, snap) => sum + shardLeft(snap.data()), 0) };
}

/** What is left now, outside a transaction (one query over the listing's shards). */
export async function readLeft(listingId: string): Promise<number> {
  const snap = await shardsOf(listingId).get();
  return snap.docs.reduce((sum, doc) => sum + shardLeft(doc.data()), 0);
}

/**
 * Writes a listing's stock afresh: `left` spread evenly over the shard count `left` calls for,
 * shards the previous layout had beyond it deleted. Used on approval, on a moderator's quantity
 * change and on 'Add stock' — all rare, so rewriting every shard is fine; claims in flight on
 * the old shards are retried by their transactions and see the new layout.
 */
export function writeStock(
  tx: Transaction,
  listingId: string,
  next: { quantity: number; left: number; mail_round: number },
  previous: StockRoot | null,
): void {
  const count = stockShardCount(Math.max(next.left, 1));
  const root: StockRoot = {
    quantity: next.quantity,
    shard_count: count,
    mail_round: next.mail_round,
  };
  tx.set(stockRef(listingId), root);
  splitStock(next.left, count).forEach((left, index) => {
    const shard: StockShardDoc = { left };
    tx.set(shardRef(listingId, index), shard);
  });
  for (let index = count; index < (previous?.shard_count ?? 0); index += 1) {
    tx.delete(shardRef(listingId, index));
  }
}

/** A listing whose quantity was cleared has no limit: its stock documents go. */
export function deleteStock(tx: Transaction, listingId: string, previous: StockRoot): void {
  for (let index = 0; index < previous.shard_count; index += 1) {
    tx.delete(shardRef(listingId, index));
  }
  tx.delete(stockRef(listingId));
}

/** The claim's unit: the shard the picker chose loses one, in the claim's transaction. */
export function takeUnit(tx: Transaction, shard: DocumentReference, left: number): void {
  tx.update(shard, { left: left - 1 });
}

/**
 * The listing's `all_claimed` flag. Its only writes: set once when the last unit goes, cleared
 * when stock comes back. Not `updated_at`: the listing's content did not change.
 */
export function setAllClaimed(tx: Transaction, listingId: string, value: boolean): void {
  tx.update(listingRef(listingId), { all_claimed: value });
}

/** 'Add stock' also moves the listing's quantity (what its cards compare 'left' with). */
export function setListingStock(tx: Transaction, listingId: string, quantity: number): void {
  tx.update(listingRef(listingId), {
    quantity,
    all_claimed: false,
    updated_at: FieldValue.serverTimestamp(),
  });
}
