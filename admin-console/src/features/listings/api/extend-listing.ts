import type { ExtendListingRequest, ExtendListingResult } from '@swagdrop/shared-ui/model';
import { CALLABLES, callFunction } from '@swagdrop/shared-ui/firebase';
import { useAsyncAction } from '../../../lib/use-async-action';

/** 'Extend 90 days' through the `extendListing` function, which writes the audit entry. */
export function extendListing(request: ExtendListingRequest): Promise<ExtendListingResult> {
  return callFunction(CALLABLES.extendListing, request);
}

export function useExtendListing() {
  return useAsyncAction(extendListing);
}
