import { isBelowMailThreshold, isListingAllClaimed } from '@swagdrop/model';
import { db } from '../lib/admin';
import { prepareMail, queueMail } from '../mail/outbox';
import { logAllClaimed, logLowStockMailQueued, logStockFollowUpFailed } from './log';
import { allClaimedMail, lowStockMail } from './stock-mails';
import { listingRef, readLeft, readStockInTx, setAllClaimed, type StockRoot } from './stock-store';

/**
 * After a claim took a unit: whether the listing just went under 10 % (low-stock mail) or to
 * nothing (all claimed). Summing every shard on every claim would multiply a hot drop's reads,
 * so the sum is read only when the shard just used is itself low (≤ 20 % of an even share):
 * while every shard holds more than that, more than 20 % of the quantity is left. The claim
 * that takes the very last unit always empties its shard, so all-claimed is never missed.
 */
export async function afterUnitTaken(
  listingId: string,
  root: StockRoot,
  shardLeftNow: number,
): Promise<void> {
  const share = root.quantity / root.shard_count;
  if (shardLeftNow > 0 && shardLeftNow * 5 > share) return;
  try {
    const left = await readLeft(listingId);
    if (left === 0) {
      await markAllClaimed(listingId);
    } else if (isBelowMailThreshold(left, root.quantity)) {
      const listing = await listingRef(listingId).get();
      const mail = await lowStockMail(listing, root, left);
      if (mail && (await queueMail(mail))) logLowStockMailQueued(listingId, left, root.quantity);
    }
  } catch (error) {
    // The claim is stored; a missed follow-up is repeated by the next claim or claimed-out answer.
    logStockFollowUpFailed(listingId, error);
  }
}

/**
 * Sets `all_claimed` on the listing — its one write caused by claims, once per sell-out — and
 * queues the all-claimed mail, in one transaction that re-reads every shard, so a concurrent
 * 'Add stock' cannot leave a listing with stock marked all claimed.
 */
export async function markAllClaimed(listingId: string): Promise<void> {
  await db.runTransaction(async (tx) => {
    const listing = await tx.get(listingRef(listingId));
    if (!listing.exists || isListingAllClaimed(listing.data() ?? {})) return;
    const stock = await readStockInTx(tx, listingId);
    if (!stock || stock.left > 0) return;
    const mail = await allClaimedMail(listing, stock.root);
    const writeMail = mail ? await prepareMail(tx, mail) : () => undefined;
    setAllClaimed(tx, listingId, true);
    writeMail();
    logAllClaimed(listingId, stock.root.quantity);
  });
}
