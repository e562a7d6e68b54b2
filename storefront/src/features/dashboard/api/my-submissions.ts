import { useQuery } from '@tanstack/react-query';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The signed-in brand's submissions with review/payment status and claim counts. Refetched
 * after this browser stores a submission or a claim (their mutations invalidate it).
 */
export function useMySubmissions(uid: string) {
  return useQuery({
    queryKey: queryKeys.mySubmissions(uid),
    queryFn: async () => (await callFunction(CALLABLES.mySubmissions, {})).submissions,
  });
}
