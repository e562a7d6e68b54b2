import { useQuery } from '@tanstack/react-query';
import { subscriptionViewSchema, type SubscriptionView } from '@swagdrop/model';
import { getDb, listenerQuery, serverFirst, WITH_SYNC_STATE } from '@swagdrop/firebase-web';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The user's plan view subscriptions/{uid}, live: the webhook writes it after checkout, so the
 * dashboard updates by itself when the payment lands. Null when the user has no plan (or the
 * document is not a plan view); a refused read (rules) is the query's error.
 */
export function useSubscriptionView(uid: string) {
  return useQuery({
    queryKey: queryKeys.subscriptionView(uid),
    ...listenerQuery<SubscriptionView | null>(async (next, fail) => {
      const db = await getDb();
      const { doc, onSnapshot } = await import('firebase/firestore');
      return onSnapshot(
        doc(db, 'subscriptions', uid),
        WITH_SYNC_STATE,
        serverFirst((snapshot) => {
          const parsed = subscriptionViewSchema.safeParse(snapshot.data());
          next(parsed.success ? parsed.data : null);
        }),
        fail,
      );
    }),
  });
}
