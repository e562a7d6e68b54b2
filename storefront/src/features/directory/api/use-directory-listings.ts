import { useMemo } from 'react';
import type { DirectoryRow } from '@swagdrop/model';
import { useDirectory } from '../../../lib/directory/directory-store';
import { orderListings, type ListingGroups } from '../utils/filter-groups';

export type DirectoryListings =
  | { status: 'loading'; groups: null; rows: null }
  | { status: 'ready'; groups: ListingGroups; rows: readonly DirectoryRow[] };

const EMPTY: ListingGroups = { featured: [], regular: [] };
const NO_ROWS: readonly DirectoryRow[] = [];

/**
 * Every listing, newest first (docs/product-rules.md#directory), served from the versioned
 * directory bundle and kept live through `directory/meta` (docs/architecture.md#directory-view).
 * A failed load shows an empty list.
 */
export function useDirectoryListings(): DirectoryListings {
  const directory = useDirectory({ live: true });
  const rows = directory.bundle?.listings;
  const groups = useMemo(() => (rows ? orderListings(rows) : null), [rows]);
  if (directory.status === 'loading') return { status: 'loading', groups: null, rows: null };
  return { status: 'ready', groups: groups ?? EMPTY, rows: rows ?? NO_ROWS };
}
