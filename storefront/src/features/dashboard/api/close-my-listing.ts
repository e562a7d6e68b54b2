import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Ends one of the brand's own listings now, exactly like an ended term (closeMyListing: the
 * function checks ownership and audits it). The dashboard's rows and any cached listing page
 * are read again.
 */
export function useCloseMyListing(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { listingId: string }) => callFunction(CALLABLES.closeMyListing, input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.myListings(uid) }),
        client.invalidateQueries({ queryKey: queryKeys.listings }),
      ]),
  });
}
