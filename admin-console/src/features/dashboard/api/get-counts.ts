import { getDb } from '@swagdrop/firebase-web';
import { REVIEWABLE_PAYMENT_STATUS } from '@swagdrop/model';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export interface DashboardCounts {
  totalListings: number;
  pendingSubmissions: number;
  totalClaims: number;
}

/**
 * /admin (docs/product-rules.md#moderation): three count aggregations (no documents are downloaded
 * to count them).
 */
async function fetchDashboardCounts(): Promise<DashboardCounts> {
  const db = await getDb();
  const { collection, getCountFromServer, query, where } = await import('firebase/firestore');
  const [listings, pending, claims] = await Promise.all([
    getCountFromServer(collection(db, 'swag_listings')),
    // The review queue: pending and paid (an unpaid submission is not waiting for review).
    getCountFromServer(
      query(
        collection(db, 'submissions'),
        where('status', '==', 'pending'),
        where('payment_status', '==', REVIEWABLE_PAYMENT_STATUS),
      ),
    ),
    getCountFromServer(collection(db, 'claims')),
  ]);
  return {
    totalListings: listings.data().count,
    pendingSubmissions: pending.data().count,
    totalClaims: claims.data().count,
  };
}

export function useDashboardCounts() {
  return useQuery({
    queryKey: queryKeys.dashboard.counts,
    queryFn: fetchDashboardCounts,
    meta: { errorToast: 'Failed to load dashboard counts' },
  });
}
