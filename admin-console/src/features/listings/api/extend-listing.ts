import type { ExtendListingRequest } from '@swagdrop/model';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateListingViews } from './listing-views';

/** 'Extend 90 days' through the `extendListing` function, which writes the audit entry. */
export function useExtendListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ExtendListingRequest) => callFunction(CALLABLES.extendListing, request),
    onSuccess: () => invalidateListingViews(client),
  });
}
