import { experimental_streamedQuery as streamedQuery, useQuery } from '@tanstack/react-query';
import { COPY, fromDocs, listingDocSchema, type ListingDoc } from '@swagdrop/model';
import { listen, listenerValues } from '../../../lib/firestore-listen';
import { queryKeys } from '../../../lib/query-keys';

/** A listing as the console shows and edits it (doc-schemas.ts). */
export type AdminListing = ListingDoc;

const toListings = fromDocs(listingDocSchema);

/**
 * Every listing, newest first (docs/product-rules.md#listings), kept live by a snapshot listener
 * for as long as the screen is open: saves, deletes and extensions show up without a refetch, and a
 * change costs the changed documents only.
 */
function watchListings(signal: AbortSignal): AsyncIterable<AdminListing[]> {
  return listenerValues<AdminListing[]>(
    (next, fail) =>
      listen(async (db) => {
        const { collection, onSnapshot, orderBy, query } = await import('firebase/firestore');
        return onSnapshot(
          query(collection(db, 'swag_listings'), orderBy('created_at', 'desc')),
          (snap) => next(toListings(snap.docs)),
          fail,
        );
      }, fail),
    signal,
  );
}

export function useListings() {
  return useQuery({
    queryKey: queryKeys.listings.all,
    queryFn: streamedQuery({
      streamFn: ({ signal }) => watchListings(signal),
      reducer: (_previous: AdminListing[], latest: AdminListing[]) => latest,
      initialValue: [],
    }),
    // The listener keeps it current; a refetch would only restart the listener.
    staleTime: Infinity,
    meta: { errorToast: COPY.failedToFetchListings },
  });
}
