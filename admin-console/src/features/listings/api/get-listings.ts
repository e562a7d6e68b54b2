import { useQuery } from '@tanstack/react-query';
import { COPY, fromDocs, listingDocSchema, type ListingDoc } from '@swagdrop/model';
import { getDb, listenerQuery, serverFirst, WITH_SYNC_STATE } from '@swagdrop/firebase-web';
import { queryKeys } from '../../../lib/query-keys';

/** A listing as the console shows and edits it (doc-schemas.ts). */
export type AdminListing = ListingDoc;

const toListings = fromDocs(listingDocSchema);

/**
 * Every listing, newest first (docs/product-rules.md#listings), kept live by a snapshot listener
 * for as long as the screen is open: saves, deletes and extensions show up without a refetch, and a
 * change costs the changed documents only.
 */
export function useListings() {
  return useQuery({
    queryKey: queryKeys.listings.all,
    ...listenerQuery<AdminListing[]>(async (next, fail) => {
      const db = await getDb();
      const { collection, onSnapshot, orderBy, query } = await import('firebase/firestore');
      return onSnapshot(
        query(collection(db, 'swag_listings'), orderBy('created_at', 'desc')),
        WITH_SYNC_STATE,
        serverFirst((snap) => next(toListings(snap.docs))),
        fail,
      );
    }),
    meta: { errorToast: COPY.failedToFetchListings },
  });
}
