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
      const payments$ = collection(db, 'payments');
      // Two queries: in one aggregation the Firestore emulator skips every document that lacks
      // one of the summed fields, and only payments with money gone back have refunded_cents.
      const [gross, back] = await Promise.all([
        getAggregateFromServer(payments$, { total: sum('amount_cents'), payments: count() }),
        getAggregateFromServer(payments$, { returned: sum('refunded_cents') }),
      ]);
      const { total, payments } = gross.data();
      const { returned } = back.data();
      const totalCents = Math.round((Number(total) || 0) - (Number(returned) || 0));
      return { totalCents, climateShareCents: climateShareCents(totalCents), payments };
    },
  });
}
