import { useEffect, useState } from 'react';
import {
  LIMITS,
  SLUG_PATTERN,
  toDirectoryRow,
  type DirectoryRow,
  z,
} from '@swagdrop/shared-ui/model';
import { getDb } from '@swagdrop/shared-ui/firebase';

/** A route parameter that can name a listing; anything else is not found without a read. */
export const listingSlugSchema = z.string().max(LIMITS.slug).regex(SLUG_PATTERN);

/** A listing as the detail page shows it: the card fields plus its claim URL. */
export interface ListingDetail extends DirectoryRow {
  external_claim_url: string;
}

/** Spec §7 "Detail": swag_listings where slug equals the route parameter, single row. */
export async function getListingBySlug(slug: string): Promise<ListingDetail | null> {
  if (!listingSlugSchema.safeParse(slug).success) return null;
  const [db, { collection, getDocs, limit, query, where }] = await Promise.all([
    getDb(),
    import('firebase/firestore'),
  ]);
  const snap = await getDocs(
    query(collection(db, 'swag_listings'), where('slug', '==', slug), limit(1)),
  );
  const doc = snap.docs[0];
  if (!doc) return null;
  const data = doc.data();
  return {
    ...toDirectoryRow(doc.id, data),
    external_claim_url: typeof data.external_claim_url === 'string' ? data.external_claim_url : '',
  };
}

export type ListingResult =
  { status: 'loading' } | { status: 'found'; listing: ListingDetail } | { status: 'not-found' };

/** Spec §8: a failed single-listing fetch shows the Swag Not Found page (and is logged). */
export function useListingBySlug(slug: string): ListingResult {
  const [state, setState] = useState<{ slug: string; result: ListingResult }>({
    slug,
    result: { status: 'loading' },
  });
  useEffect(() => {
    let current = true;
    getListingBySlug(slug)
      .then(
        (listing): ListingResult =>
          listing ? { status: 'found', listing } : { status: 'not-found' },
        (error: unknown): ListingResult => {
          console.error('Failed to load listing', error);
          return { status: 'not-found' };
        },
      )
      .then((result) => {
        if (current) setState({ slug, result });
      });
    return () => {
      current = false;
    };
  }, [slug]);
  return state.slug === slug ? state.result : { status: 'loading' };
}
