import type { DeleteListingRequest } from '@swagdrop/model';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateListingViews } from './listing-views';

export { deleteListingRequestSchema } from '@swagdrop/model';

/** Deletes through the `deleteListing` function, which writes the audit entry. */
export function deleteListing(request: DeleteListingRequest): Promise<{ id: string }> {
  return callFunction(CALLABLES.deleteListing, request);
}

export function useDeleteListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: () => invalidateListingViews(client),
  });
}
