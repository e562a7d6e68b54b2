import { useEffect, useState } from 'react';
import { ADMIN_RECENT_CLAIMS } from '@swagdrop/shared-ui/model';
import { getDb } from '@swagdrop/shared-ui/firebase';
import { toDate } from '../../../lib/to-date';
import { withCurrentListings } from '../../../lib/current-listings';

export interface RecentClaim {
  id: string;
  first_name: string;
  email: string;
  listing_id: string;
  listing_title: string | null;
  created_at: Date | null;
}

export interface RecentClaimsState {
  claims: RecentClaim[] | null;
  error: unknown;
}

/**
 * The 10 newest claims (docs/product-rules.md#moderation), kept live with a snapshot listener, each
 * with its listing's current title (one batched read of those listings per change).
 */
export function useRecentClaims(): RecentClaimsState {
  const [state, setState] = useState<RecentClaimsState>({ claims: null, error: null });
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void (async () => {
      const db = await getDb();
      const { collection, limit, onSnapshot, orderBy, query } = await import('firebase/firestore');
      if (cancelled) return;
      const newest = query(
        collection(db, 'claims'),
        orderBy('created_at', 'desc'),
        limit(ADMIN_RECENT_CLAIMS),
      );
      // Snapshots can overtake each other's listing reads: only the newest one is shown.
      let latest = 0;
      unsubscribe = onSnapshot(
        newest,
        (snap) => {
          const seq = (latest += 1);
          const rows = snap.docs.map((doc) => {
            const data = doc.data();
            return {
              id: doc.id,
              first_name: String(data.first_name ?? ''),
              email: String(data.email ?? ''),
              listing_id: typeof data.listing_id === 'string' ? data.listing_id : '',
              listing_title: typeof data.listing_title === 'string' ? data.listing_title : null,
              created_at: toDate(data.created_at),
            };
          });
          withCurrentListings(rows).then(
            (claims) => {
              if (!cancelled && seq === latest) setState({ error: null, claims });
            },
            (error: unknown) => {
              if (!cancelled && seq === latest) setState((prev) => ({ ...prev, error }));
            },
          );
        },
        (error) => setState((prev) => ({ ...prev, error })),
      );
    })().catch((error: unknown) => setState((prev) => ({ ...prev, error })));
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);
  return state;
}
