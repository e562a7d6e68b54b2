import { useQuery } from '@tanstack/react-query';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';
import { queryKeys } from '../../../lib/query-keys';

/** The roll-up behind it changes at most every 15 minutes. */
const STALE_MS = 5 * 60 * 1000;

/**
 * 'What people near you look for': searches without results in the places the signed-in
 * brand's live listings target (brandSearchDemand decides which places are its own).
 */
export function useBrandSearchDemand(uid: string) {
  return useQuery({
    queryKey: queryKeys.brandSearchDemand(uid),
    queryFn: () => callFunction(CALLABLES.brandSearchDemand, {}),
    staleTime: STALE_MS,
  });
}
