import type { Transaction } from 'firebase-admin/firestore';
import { storedQuantity } from '@swagdrop/model';
import { deleteStock, readStockInTx, writeStock } from './stock-store';

/**
 * A listing's quantity set or changed by a moderator's save or an approval, inside that
 * transaction: reads first (Firestore transactions read before they write), then returns the
 * stock writes and the listing's `all_claimed` to store with it.
 * - no quantity → a quantity: the count starts at zero (everything is left);
 * - a quantity → another: what is left moves by the difference (never below 0);
 * - a quantity → none: the stock goes, the listing has no limit again.
 */
export async function planQuantityChange(
  tx: Transaction,
  listingId: string,
  storedBefore: unknown,
  next: number | null,
): Promise<{ write: () => void; all_claimed: boolean }> {
  const before = storedQuantity(storedBefore);
  const stock = before === null && next === null ? null : await readStockInTx(tx, listingId);
  if (next === null) {
    return {
      write: () => (stock ? deleteStock(tx, listingId, stock.root) : undefined),
      all_claimed: false,
    };
  }
  if (stock && before === next) return { write: () => undefined, all_claimed: stock.left === 0 };
  const left = stock && before !== null ? Math.max(0, stock.left + next - before) : next;
  return {
    write: () =>
      writeStock(
        tx,
        listingId,
        { quantity: next, left, mail_round: (stock?.root.mail_round ?? 0) + 1 },
        stock?.root ?? null,
      ),
    all_claimed: left === 0,
  };
}
