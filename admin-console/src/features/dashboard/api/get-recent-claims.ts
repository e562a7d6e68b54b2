import { useQuery } from '@tanstack/react-query';
import {
  ADMIN_RECENT_CLAIMS,
  claimDocSchema,
  COPY,
  fromDocs,
  type ClaimDoc,
} from '@swagdrop/model';
import { getDb } from '@swagdrop/firebase-web';
import { readDocs } from '../../../lib/read-docs';
import { withCurrentListings } from '../../../lib/current-listings';
import { queryKeys } from '../../../lib/query-keys';

export type RecentClaim = ClaimDoc;

const toClaims = fromDocs(claimDocSchema);

/**
 * The 10 newest claims (docs/product-rules.md#moderation), each with its listing's current title
 * (one batched read of those listings). Read again whenever the dashboard's watch sees a change
 * (watch-dashboard.ts): a new claim, or a listing renamed.
 */
export function useRecentClaims() {
  return useQuery({
    queryKey: queryKeys.dashboard.recentClaims,
    queryFn: async (): Promise<RecentClaim[]> => {
      const db = await getDb();
      const { collection, limit, orderBy, query } = await import('firebase/firestore');
      const snapshot = await readDocs(
        query(collection(db, 'claims'), orderBy('created_at', 'desc'), limit(ADMIN_RECENT_CLAIMS)),
      );
      return withCurrentListings(toClaims(snapshot.docs));
    },
    meta: { errorToast: COPY.failedToFetchClaims },
  });
}
