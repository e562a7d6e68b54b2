import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { claimInputSchema, type ClaimInput, type SubmitClaimResult } from '@swagdrop/model';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';
import { queryKeys } from '../../../lib/query-keys';

/** The claim form's fields: the shared rule without the listing id, which the page supplies. */
export const claimFormSchema = claimInputSchema.omit({ listing_id: true });
export type ClaimFormInput = z.input<typeof claimFormSchema>;
export type ClaimFormValues = z.output<typeof claimFormSchema>;

/**
 * Stores the claim on the server (validation, decoy, throttling and de-duplication happen
 * there) and returns the listing's stored claim URL, the only place a claim may redirect to.
 */
export function submitClaim(input: ClaimInput): Promise<SubmitClaimResult> {
  return callFunction(CALLABLES.submitClaim, input);
}

/** A claim adds to its listing's count on the brand's dashboard. */
export function useSubmitClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitClaim,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.allMySubmissions }),
  });
}
