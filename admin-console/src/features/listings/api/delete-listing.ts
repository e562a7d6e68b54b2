import type { DeleteListingRequest } from '@swagdrop/model';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateListingViews } from './listing-views';

/** Deletes through the `deleteListing` function, which writes the audit entry. */
export function useDeleteListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: DeleteListingRequest) => callFunction(CALLABLES.deleteListing, request),
    onSuccess: () => invalidateListingViews(client),
  });
}
