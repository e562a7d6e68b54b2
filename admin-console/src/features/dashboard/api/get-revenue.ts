import { climateShareCents } from '@swagdrop/model';
import { getDb } from '@swagdrop/firebase-web';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export interface Revenue {
  totalCents: number;
  climateShareCents: number;
  payments: number;
}

/**
 * Revenue from the payments the Stripe webhook records (listing fees and plans), summed on
 * the server net of what went back (refunds and lost disputes, `refunded_cents`), and its 1 %
 * climate share (docs/product-rules.md#moderation).
 */
export function useRevenue() {
  return useQuery({
    queryKey: queryKeys.dashboard.revenue,
    queryFn: async (): Promise<Revenue> => {
      const db = await getDb();
      const { collection, count, getAggregateFromServer, sum } = await import('firebase/firestore');
      const snap = await getAggregateFromServer(collection(db, 'payments'), {
        total: sum('amount_cents'),
        returned: sum('refunded_cents'),
        payments: count(),
      });
      const { total, returned, payments } = snap.data();
      const totalCents = Math.round((Number(total) || 0) - (Number(returned) || 0));
      return { totalCents, climateShareCents: climateShareCents(totalCents), payments };
    },
  });
}
