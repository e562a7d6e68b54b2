import { useQuery } from '@tanstack/react-query';
import { LISTING_STOCK_COLLECTION, STOCK_SHARDS, storedQuantity } from '@swagdrop/model';
import { getDb, listenerQuery } from '@swagdrop/firebase-web';
import { queryKeys } from '../../../lib/query-keys';

/** A limited listing's count: the quantity offered so far and what is left of it. */
export interface ListingStock {
  /** null until the stock document exists (a quantity just set, not yet counted). */
  quantity: number | null;
  left: number;
  claimed: number | null;
}

/**
 * The stock of one limited listing, live: its `listing_stock` document (the quantity, which
 * 'Add stock' raises) and its shards (what is left). Claimed = quantity − left. Only the rows
 * the grid shows listen, and each stops when its row leaves the screen.
 */
export function useListingStock(listingId: string, limited: boolean) {
  return useQuery({
    queryKey: queryKeys.listings.stock(listingId),
    ...listenerQuery<ListingStock>(async (next, fail) => {
      const db = await getDb();
      const { collection, doc, onSnapshot } = await import('firebase/firestore');
      let quantity: number | null = null;
      let left: number | null = null;
      const emit = () => {
        if (left === null) return;
        next({ quantity, left, claimed: quantity === null ? null : Math.max(0, quantity - left) });
      };
      const stopDoc = onSnapshot(
        doc(db, LISTING_STOCK_COLLECTION, listingId),
        (snap) => {
          quantity = storedQuantity(snap.get('quantity'));
          emit();
        },
        fail,
      );
      const stopShards = onSnapshot(
        collection(db, LISTING_STOCK_COLLECTION, listingId, STOCK_SHARDS),
        (snap) => {
          left = snap.docs.reduce((sum, shard) => {
            const value = shard.get('left') as unknown;
            return sum + (typeof value === 'number' && value > 0 ? value : 0);
          }, 0);
          emit();
        },
        fail,
      );
      return () => {
        stopDoc();
        stopShards();
      };
    }),
    enabled: limited,
  });
}
