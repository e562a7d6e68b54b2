import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LISTING_GRID_SX, LISTING_LIST_SX, useTestIds } from 'shared_ui/components';
import { BROWSE_COPY, type DirectoryRow } from '@swagdrop/model';
import { VISUALLY_HIDDEN } from '@swagdrop/shared-ui/visually-hidden';
import type { DirectoryView } from '../utils/directory-query';
import DirectoryCard from './DirectoryCard';

/**
 * One directory section ('Featured Swag' with its count, 'More Swag', or untitled). An
 * untitled section still has its h2, for screen readers only: the cards' h3 titles need one
 * above them in the page's outline.
 */
export default function ListingSection({
  heading,
  count,
  listings,
  miles,
  view,
  eagerCount = 0,
  testId,
}: {
  heading?: string;
  count?: number;
  listings: readonly DirectoryRow[];
  /** Miles to local listings near the chosen place, shown on their cards. */
  miles?: ReadonlyMap<DirectoryRow, number>;
  view: DirectoryView;
  /** Cards above the fold load their images eagerly. */
  eagerCount?: number;
  testId: string;
}) {
  const headingId = useId();
  const testIds = useTestIds();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid={testIds(testId)}
      sx={{ mb: 5 }}
    >
      {!heading && (
        <Typography id={headingId} component="h2" sx={VISUALLY_HIDDEN}>
          {BROWSE_COPY.listingsHeading}
        </Typography>
      )}
      {heading && (
        <Typography id={headingId} component="h2" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
          {heading}
          {count !== undefined && (
            <>
              {' '}
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                ({count})
              </Box>
            </>
          )}
        </Typography>
      )}
      <Box sx={view === 'list' ? LISTING_LIST_SX : LISTING_GRID_SX} data-view={view}>
        {listings.map((listing, index) => (
          // Keyed by slot, not by listing: when a keystroke swaps the results, React refills
          // the existing cards' text and image instead of tearing down and building new DOM.
          <DirectoryCard
            key={index}
            listing={listing}
            view={view}
            priority={index < eagerCount}
            miles={miles?.get(listing)}
          />
        ))}
      </Box>
    </Box>
  );
}
