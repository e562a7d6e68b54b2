import { useEffect, useState } from 'react';
import { subscriptionViewSchema, type SubscriptionView } from '@swagdrop/shared-ui/model';
import { getDb } from '@swagdrop/shared-ui/firebase';

export interface SubscriptionViewState {
  view: SubscriptionView | null;
  loading: boolean;
  error: boolean;
}

/**
 * The user's plan view subscriptions/{uid} (docs/product-rules.md#plans), live: the webhook writes
 * it after checkout, so the dashboard updates by itself when the payment lands.
 */
export function useSubscriptionView(uid: string): SubscriptionViewState {
  const [state, setState] = useState<SubscriptionViewState>({
    view: null,
    loading: true,
    error: false,
  });
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void (async () => {
      const db = await getDb();
      const { doc, onSnapshot } = await import('firebase/firestore');
      if (cancelled) return;
      unsubscribe = onSnapshot(
        doc(db, 'subscriptions', uid),
        (snap) => {
          const parsed = subscriptionViewSchema.safeParse(snap.data());
          setState({ view: parsed.success ? parsed.data : null, loading: false, error: false });
        },
        (error) => {
          console.error(error);
          setState({ view: null, loading: false, error: true });
        },
      );
    })().catch((error: unknown) => {
      console.error(error);
      setState({ view: null, loading: false, error: true });
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [uid]);
  return state;
}
