import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  LISTING_TERM_COPY,
  expiredOn,
  expiresOn,
  formatDate,
  isListingLive,
} from '@swagdrop/model';
import type { AdminListing } from '../api/get-listings';

/** Whether the listing is live (listing-term.ts), for the grid's Status column and its sort. */
export function listingLive(listing: AdminListing, now = Date.now()): boolean {
  return isListingLive(
    { expires_at: listing.expires_at?.getTime() ?? null, expired: listing.expired },
    now,
  );
}

/** The Status cell: 'Live' or 'Expired', and the end date ('No end date' when none). */
export default function ListingTermCell({ listing }: { listing: AdminListing }) {
  const live = listingLive(listing);
  const end = listing.expires_at;
  return (
    <Box sx={{ py: 1, lineHeight: 1.3, minWidth: 0 }}>
      <Chip
        size="small"
        color={live ? 'success' : 'default'}
        variant={live ? 'outlined' : 'filled'}
        label={live ? LISTING_TERM_COPY.liveStatus : LISTING_TERM_COPY.expiredStatus}
      />
      <Typography variant="caption" color="text.secondary" noWrap component="div">
        {end ? (live ? expiresOn : expiredOn)(formatDate(end)) : LISTING_TERM_COPY.noEnd}
      </Typography>
    </Box>
  );
}
