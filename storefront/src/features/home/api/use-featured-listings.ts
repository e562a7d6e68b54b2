import { useMemo } from 'react';
import { HOME_FEATURED_COUNT, shuffle, type DirectoryRow } from '@swagdrop/model';
import { useDirectory } from '../../../lib/directory/directory-store';

export type FeaturedListings =
  { status: 'loading'; listings: null } | { status: 'ready'; listings: DirectoryRow[] };

/**
 * Featured listings, up to 6 in random order (docs/product-rules.md#home-page). Read from
 * the directory bundle over plain HTTP, so the home page loads no Firestore SDK; a failed load
 * shows no cards (docs/product-rules.md#texts).
 */
export function useFeaturedListings(): FeaturedListings {
  const directory = useDirectory({ live: false });
  const rows = directory.bundle?.listings;
  const listings = useMemo(
    () =>
      rows ? shuffle(rows.filter((row) => row.is_featured)).slice(0, HOME_FEATURED_COUNT) : [],
    [rows],
  );
  if (directory.status === 'loading') return { status: 'loading', listings: null };
  return { status: 'ready', listings };
}
