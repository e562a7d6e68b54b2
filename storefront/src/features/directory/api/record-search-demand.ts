import { useMutation } from '@tanstack/react-query';
import type { SearchDemandInput } from '@swagdrop/model/search-demand';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';

/**
 * Sends one search without results to recordSearchDemand (docs/product-rules.md#demand),
 * checked first with the shared schema, which (with zod) loads only when a search is sent, never
 * with /swag's first route. Input the schema refuses is not sent.
 */
export async function recordSearchDemand(input: SearchDemandInput): Promise<void> {
  const { searchDemandInputSchema } = await import('@swagdrop/model/search-demand');
  await callFunction(CALLABLES.recordSearchDemand, searchDemandInputSchema.parse(input));
}

/** A failure is the caller's to drop: counting a search never bothers the visitor. */
export function useRecordSearchDemand() {
  return useMutation({ mutationFn: recordSearchDemand });
}
