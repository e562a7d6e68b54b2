import { useEffect, useState } from 'react';
import type { SwagListing } from '@swagdrop/shared-ui/model';
import { getDb } from '@swagdrop/shared-ui/firebase';
import { toDate } from '../../../lib/to-date';

export interface AdminListing extends Omit<SwagListing, 'created_at'> {
  created_at: Date | null;
}

export interface ListingsState {
  listings: AdminListing[] | null;
  error: unknown;
}

function fromDoc(id: string, data: Record<string, unknown>): AdminListing {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    id,
    slug: text(data.slug),
    title: text(data.title),
    description: text(data.description),
    image_url: text(data.image_url),
    brand_name: text(data.brand_name),
    category: text(data.category) as SwagListing['category'],
    external_claim_url: text(data.external_claim_url),
    coupon_code: typeof data.coupon_code === 'string' ? data.coupon_code : null,
    free_shipping: data.free_shipping === true,
    is_featured: data.is_featured === true,
    target_scope: data.target_scope === 'local' ? 'local' : 'nationwide',
    target_location: typeof data.target_location === 'string' ? data.target_location : null,
    created_at: toDate(data.created_at),
    owner_uid: typeof data.owner_uid === 'string' ? data.owner_uid : null,
    expires_at: toDate(data.expires_at),
    expired: data.expired === true,
    plan_featured: data.plan_featured === true,
  };
}

/**
 * Every listing, newest first (docs/product-rules.md#listings), kept live with a snapshot listener.
 */
export function useListings(): ListingsState {
  const [state, setState] = useState<ListingsState>({ listings: null, error: null });
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void (async () => {
      const db = await getDb();
      const { collection, onSnapshot, orderBy, query } = await import('firebase/firestore');
      if (cancelled) return;
      unsubscribe = onSnapshot(
        query(collection(db, 'swag_listings'), orderBy('created_at', 'desc')),
        (snap) =>
          setState({ error: null, listings: snap.docs.map((d) => fromDoc(d.id, d.data())) }),
        (error) => setState((prev) => ({ listings: prev.listings ?? [], error })),
      );
    })().catch((error: unknown) => setState({ listings: [], error }));
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);
  return state;
}
