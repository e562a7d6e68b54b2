import { useQuery } from '@tanstack/react-query';
import {
  LISTING_STOCK_COLLECTION,
  STOCK_SHARDS,
  stockCounts,
  storedQuantity,
} from '@swagdrop/model';
import { getDb, listenerQuery, serverFirst, WITH_SYNC_STATE } from '@swagdrop/firebase-web';
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
      let lefts: unknown[] | null = null;
      const emit = () => {
        if (lefts === null) return;
        const counts = stockCounts(quantity ?? 0, lefts);
        next({ quantity, left: counts.left, claimed: quantity === null ? null : counts.claimed });
      };
      const stopDoc = onSnapshot(
        doc(db, LISTING_STOCK_COLLECTION, listingId),
        WITH_SYNC_STATE,
        serverFirst((snap) => {
          quantity = storedQuantity(snap.get('quantity'));
          emit();
        }),
        fail,
      );
      const stopShards = onSnapshot(
        collection(db, LISTING_STOCK_COLLECTION, listingId, STOCK_SHARDS),
        WITH_SYNC_STATE,
        serverFirst((snap) => {
          lefts = snap.docs.map((shard) => shard.get('left') as unknown);
          emit();
        }),
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
