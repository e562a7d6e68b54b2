import { useMemo } from 'react';
import { HOME_FEATURED_COUNT, shuffle, type DirectoryRow } from '@swagdrop/shared-ui/model';
import { useDirectory } from '../../../lib/directory/directory-store';

export type FeaturedListings =
  { status: 'loading'; listings: null } | { status: 'ready'; listings: DirectoryRow[] };

/**
 * Spec §7 "Home featured" (is_featured listings), up to 6 in random order (spec §9). Read from
 * the directory bundle over plain HTTP, so the home page loads no Firestore SDK; a failed load
 * shows no cards (spec §8).
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
