import { useQuery } from '@tanstack/react-query';
import {
  DEMAND_COPY,
  fromDocs,
  searchDemandSummarySchema,
  type SearchDemandSummary,
} from '@swagdrop/model';
import { getDb } from '@swagdrop/firebase-web';
import { readDocs } from '../../../lib/read-docs';
import { queryKeys } from '../../../lib/query-keys';

const toSummaries = fromDocs(searchDemandSummarySchema);

/** The summary changes at most every 15 minutes (the roll-up's schedule). */
const STALE_MS = 5 * 60 * 1000;

/**
 * 'Searched for, not found' (docs/product-rules.md#demand): the roll-up's top list, one
 * document (search_demand_summary/top, admins only). Null until the first roll-up ran.
 */
export function useSearchDemandSummary() {
  return useQuery({
    queryKey: queryKeys.searchDemand,
    queryFn: async (): Promise<SearchDemandSummary | null> => {
      const db = await getDb();
      const { collection, documentId, query, where } = await import('firebase/firestore');
      const snapshot = await readDocs(
        query(collection(db, 'search_demand_summary'), where(documentId(), '==', 'top')),
      );
      return toSummaries(snapshot.docs)[0] ?? null;
    },
    staleTime: STALE_MS,
    meta: { errorToast: DEMAND_COPY.adminFailed },
  });
}
