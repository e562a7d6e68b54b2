import Box from '@mui/material/Box';
import ListingCardSkeleton from './ListingCardSkeleton';
import { LISTING_GRID_SX } from '../listing/grid';

/** N placeholder cards (spec: 6 on home, 9 on the directory) with a polite loading label. */
export default function ListingGridSkeleton({
  count,
  label = 'Loading swag',
}: {
  count: number;
  label?: string;
}) {
  return (
    <Box role="status" aria-label={label} aria-busy="true" sx={LISTING_GRID_SX}>
      {Array.from({ length: count }, (_, i) => (
        <ListingCardSkeleton key={i} />
      ))}
    </Box>
  );
}
