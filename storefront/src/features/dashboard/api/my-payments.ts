import { useQuery } from '@tanstack/react-query';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in brand's own payments, refunds and receipt links (myPayments callable). */
export function useMyPayments(uid: string) {
  return useQuery({
    queryKey: queryKeys.myPayments(uid),
    queryFn: async () => (await callFunction(CALLABLES.myPayments, {})).payments,
  });
}
