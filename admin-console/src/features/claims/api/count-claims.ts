import { useQuery } from '@tanstack/react-query';
import { COPY } from '@swagdrop/model';
import { getDb } from '@swagdrop/firebase-web';
import { queryKeys } from '../../../lib/query-keys';

export interface ClaimCounts {
  /** Claims matching the search (all claims when there is none); null while counting. */
  matching: number | null;
  total: number | null;
}

/**
 * count() aggregations (one read per 1,000 claims counted): the grid's rowCount and the
 * footer's "Showing X of Y total claims" without downloading the claims.
 */
function useClaimCount(term: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.claims.count(term),
    queryFn: async () => {
      const db = await getDb();
      const { collection, getCountFromServer, query, where } = await import('firebase/firestore');
      const base = collection(db, 'claims');
      const matching = term ? query(base, where('search_keywords', 'array-contains', term)) : base;
      return (await getCountFromServer(matching)).data().count;
    },
    enabled,
    meta: { errorToast: COPY.failedToFetchClaims },
  });
}

export function useClaimCounts(term: string): ClaimCounts {
  const total = useClaimCount('', true).data ?? null;
  const matching = useClaimCount(term, term !== '').data ?? null;
  return { matching: term ? matching : total, total };
}
