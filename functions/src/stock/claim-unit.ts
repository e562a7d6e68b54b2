import type { Transaction } from 'firebase-admin/firestore';
import { claimedOutError } from './claimed-out';
import { logStockMissing } from './log';
import { pickShard } from './shard-picker';
import { stockRef, takeUnit, toStockRoot, type StockRoot } from './stock-store';

/** The unit a claim took: the stock's root as read and what its shard holds now. */
export interface TakenUnit {
  root: StockRoot;
  shardLeft: number;
}

/**
 * Inside the claim's transaction: reads the stock root (never written by claims, so it adds no
 * contention) and one shard — more only when that one is empty — and takes a unit. Throws the
 * claimed-out answer when nothing is left, which rolls the whole claim back.
 */
export async function takeClaimUnit(
  tx: Transaction,
  listingId: string,
  soldOut: boolean,
): Promise<TakenUnit> {
  if (soldOut) throw claimedOutError();
  const root = toStockRoot((await tx.get(stockRef(listingId))).data());
  if (!root) {
    // Refusing is the safe side: a claim never passes a limit it cannot count.
    logStockMissing(listingId);
    throw claimedOutError();
  }
  const shard = await pickShard(tx, listingId, root.shard_count);
  if (!shard) throw claimedOutError();
  takeUnit(tx, shard.ref, shard.left);
  return { root, shardLeft: shard.left - 1 };
}
