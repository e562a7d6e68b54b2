import { useEffect, useState } from 'react';
import { getDb } from '@swagdrop/shared-ui/firebase';

/**
 * count() aggregations (one read per 1,000 claims counted): the grid's rowCount and the
 * footer's "Showing X of Y total claims" without downloading the claims.
 */
export async function countClaims(term: string): Promise<number> {
  const db = await getDb();
  const { collection, getCountFromServer, query, where } = await import('firebase/firestore');
  const base = collection(db, 'claims');
  const matching = term ? query(base, where('search_keywords', 'array-contains', term)) : base;
  const snapshot = await getCountFromServer(matching);
  return snapshot.data().count;
}

export interface ClaimCounts {
  /** Claims matching the search (all claims when there is none); null while counting. */
  matching: number | null;
  total: number | null;
}

export function useClaimCounts(term: string, onError: (error: unknown) => void): ClaimCounts {
  const [total, setTotal] = useState<number | null>(null);
  const [matching, setMatching] = useState<{ term: string; count: number } | null>(null);

  useEffect(() => {
    let cancelled = false;
    countClaims('').then(
      (count) => !cancelled && setTotal(count),
      (error: unknown) => !cancelled && onError(error),
    );
    return () => {
      cancelled = true;
    };
  }, [onError]);

  useEffect(() => {
    if (!term) return;
    let cancelled = false;
    countClaims(term).then(
      (count) => !cancelled && setMatching({ term, count }),
      (error: unknown) => !cancelled && onError(error),
    );
    return () => {
      cancelled = true;
    };
  }, [term, onError]);

  if (!term) return { matching: total, total };
  return { matching: matching?.term === term ? matching.count : null, total };
}
