import { useMemo } from 'react';
import { SIMILAR_LISTINGS_MAX, similarListings, type DirectoryRow } from '@swagdrop/model';
import { useBootPayload } from '../../../lib/boot-payload-context';
import { useDirectory } from '../../../lib/directory/directory-store';

const NONE: readonly DirectoryRow[] = [];

/**
 * Similar live swag for an all-claimed listing's page: the list the server painted (boot
 * payload) on the page it rendered, so the app's first render matches it; on a page reached
 * inside the app, the same rule over the directory bundle (which lists only listed swag).
 * Nothing is read for a listing that still has stock.
 */
export function useSimilarListings(
  listing: { id: string; slug: string; category: string } | null,
  wanted: boolean,
): readonly DirectoryRow[] {
  const served = useBootPayload();
  const fromPage =
    listing !== null && served.listing?.id === listing.id ? served.similar : undefined;
  const directory = useDirectory({ live: false, enabled: wanted && fromPage === undefined });
  const rows = directory.bundle?.listings;
  return useMemo(() => {
    if (!listing || !wanted) return NONE;
    if (fromPage !== undefined) return fromPage;
    return rows ? similarListings(rows, listing, SIMILAR_LISTINGS_MAX) : NONE;
  }, [listing, wanted, fromPage, rows]);
}
