import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ListingCard } from 'shared_ui/components';
import { roundedMiles, type DirectoryRow } from '@swagdrop/model';
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
  miles,
}: {
  listing: DirectoryRow;
  view: DirectoryView;
  priority: boolean;
  /** Miles to the chosen place, for a local listing within the distance. */
  miles?: number;
}) {
  return (
    <ListingCard
      listing={listing}
      view={view}
      linkComponent={RouterLink}
      priority={priority}
      milesAway={miles === undefined ? undefined : roundedMiles(miles)}
      stock={<LiveStockLeft listingId={listing.id} quantity={listing.quantity} />}
    />
  );
}

export default memo(DirectoryCard);
