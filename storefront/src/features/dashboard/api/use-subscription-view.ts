import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { subscriptionViewSchema, type SubscriptionView } from '@swagdrop/model';
import { getDb } from '@swagdrop/firebase-web';
import { queryKeys } from '../../../lib/query-keys';
import { watchDocument } from '../../../lib/watch-document';

const SUBSCRIPTIONS = 'subscriptions';

/** The stored view, or null when the user has no plan (or the document is not a plan view). */
function toView(data: unknown): SubscriptionView | null {
  const parsed = subscriptionViewSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export async function getSubscriptionView(uid: string): Promise<SubscriptionView | null> {
  const db = await getDb();
  const { doc, getDoc } = await import('firebase/firestore');
  return toView((await getDoc(doc(db, SUBSCRIPTIONS, uid))).data());
}

/**
 * The user's plan view subscriptions/{uid}, live: the webhook writes it after checkout, so the
 * dashboard updates by itself when the payment lands. The query's first read is a plain read,
 * so a refused read (rules) is the query's error; the listener then keeps the cached view
 * current, and a listener failure reads again to surface it.
 */
export function useSubscriptionView(uid: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      watchDocument(
        [SUBSCRIPTIONS, uid],
        (snapshot) =>
          queryClient.setQueryData(queryKeys.subscriptionView(uid), toView(snapshot.data())),
        (error) => {
          console.error('Plan view updates stopped', error);
          void queryClient.invalidateQueries({ queryKey: queryKeys.subscriptionView(uid) });
        },
      ),
    [queryClient, uid],
  );
  return useQuery({
    queryKey: queryKeys.subscriptionView(uid),
    queryFn: () => getSubscriptionView(uid),
    staleTime: Infinity,
  });
}
