import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ListingCard } from 'shared_ui/components';
import type { DirectoryRow } from '@swagdrop/model';
import LiveStockLeft from '../../stock/components/StockLeft';
import type { DirectoryView } from '../utils/directory-query';

/**
 * Memoised on the row object, which the bundle keeps stable: a keystroke re-renders only the
 * slots whose listing changed. A limited listing's card listens to what is left of it while it
 * is shown.
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
    <ListingCard
      listing={listing}
      view={view}
      linkComponent={RouterLink}
      priority={priority}
      stock={<LiveStockLeft listingId={listing.id} quantity={listing.quantity} />}
    />
  );
}

export default memo(DirectoryCard);
