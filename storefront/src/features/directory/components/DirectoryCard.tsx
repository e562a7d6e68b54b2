import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ListingCard } from 'shared_ui/components';
import type { DirectoryRow } from '@swagdrop/model';
import type { DirectoryView } from '../utils/directory-query';

/**
 * Memoised on the row object, which the bundle keeps stable: a keystroke re-renders only the
 * slots whose listing changed.
 */
function DirectoryCard({
  listing,
  view,
  priority,
}: {
  listing: DirectoryRow;
  view: DirectoryView;
  priority: boolean;
}) {
  return (
    <ListingCard listing={listing} view={view} linkComponent={RouterLink} priority={priority} />
  );
}

export default memo(DirectoryCard);
