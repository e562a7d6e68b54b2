import { useQuery } from '@tanstack/react-query';
import { LISTING_STOCK_COLLECTION, STOCK_SHARDS, stockCounts } from '@swagdrop/model';
import { getDb, listenerQuery, serverFirst, WITH_SYNC_STATE } from '@swagdrop/firebase-web';
import { queryKeys } from '../../../lib/query-keys';

/** What is left: the sum of the shards' `left` (the shared rule, stockCounts). */
function sumLeft(docs: readonly { get(field: string): unknown }[]): number {
  return stockCounts(
    0,
    docs.map((shard) => shard.get('left')),
  ).left;
}

/**
 * What is left of a listing with a quantity, live: a listener on its stock shards
 * (`listing_stock/{id}/shards`), its own channel apart from the directory bundle, so claims
 * show in an open page without moving the catalogue. One listener per listing shown, shared by
 * every component showing it; it stops when the last one leaves. Off for unlimited listings.
 */
export function useStockLeft(listingId: string, limited: boolean) {
  return useQuery({
    queryKey: queryKeys.stockLeft(listingId),
    ...listenerQuery<number>(async (next, fail) => {
      const db = await getDb();
      const { collection, onSnapshot } = await import('firebase/firestore');
      return onSnapshot(
        collection(db, LISTING_STOCK_COLLECTION, listingId, STOCK_SHARDS),
        WITH_SYNC_STATE,
        serverFirst((snapshot) => next(sumLeft(snapshot.docs))),
        fail,
      );
    }),
    enabled: limited && listingId !== '',
  });
}
