import { useCallback, useState } from 'react';
import type { z } from 'zod';
import {
  claimInputSchema,
  type ClaimInput,
  type SubmitClaimResult,
} from '@swagdrop/shared-ui/model';
import { CALLABLES, callFunction } from '@swagdrop/shared-ui/firebase';

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

export function useSubmitClaim() {
  const [pending, setPending] = useState(false);
  const mutate = useCallback(async (input: ClaimInput) => {
    setPending(true);
    try {
      return await submitClaim(input);
    } finally {
      setPending(false);
    }
  }, []);
  return { mutate, pending };
}
