import { CLAIMS_CHART_DAYS } from '@swagdrop/model';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Daily claim counts for the chart, aggregated by the `claimsPerDay` function (admin only).
 * Refetched when the claim total changes, not on every dashboard pulse.
 */
export function useClaimsPerDay(totalClaims: number | undefined) {
  return useQuery({
    queryKey: queryKeys.claimsPerDay(totalClaims),
    queryFn: () => callFunction(CALLABLES.claimsPerDay, { days: CLAIMS_CHART_DAYS }),
    // The chart stays while the new total's days load.
    placeholderData: keepPreviousData,
  });
}
