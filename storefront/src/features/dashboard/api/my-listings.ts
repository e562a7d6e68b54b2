import { useQuery } from '@tanstack/react-query';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in brand's listings with their end and plan featuring (myListings callable). */
export function useMyListings(uid: string) {
  return useQuery({
    queryKey: queryKeys.myListings(uid),
    queryFn: async () => (await callFunction(CALLABLES.myListings, {})).listings,
  });
}
