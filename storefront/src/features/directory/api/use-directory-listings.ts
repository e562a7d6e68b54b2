import { useMemo } from 'react';
import { useDirectory } from '../../../lib/directory/directory-store';
import { orderListings, type ListingGroups } from '../utils/filter-groups';

export type DirectoryListings =
  { status: 'loading'; groups: null } | { status: 'ready'; groups: ListingGroups };

const EMPTY: ListingGroups = { featured: [], regular: [] };

/**
 * Spec §7 "select all swag_listings, newest first", served from the versioned directory bundle
 * and kept live through `directory/meta` (issue 3). A failed load shows an empty list (§8).
 */
export function useDirectoryListings(): DirectoryListings {
  const directory = useDirectory({ live: true });
  const rows = directory.bundle?.listings;
  const groups = useMemo(() => (rows ? orderListings(rows) : null), [rows]);
  if (directory.status === 'loading') return { status: 'loading', groups: null };
  return { status: 'ready', groups: groups ?? EMPTY };
}
