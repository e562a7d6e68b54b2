import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { LISTING_GRID_SX } from '../listing/grid';

/**
 * N placeholder cards (6 on home, 9 on the directory) with a polite loading label. Each has
 * ListingCard's footprint, so swapping skeletons for cards does not shift the layout.
 */
export default function ListingGridSkeleton({ count }: { count: number }) {
  return (
    <Box role="status" aria-label="Loading swag" aria-busy="true" sx={LISTING_GRID_SX}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} aria-hidden="true" data-testid="listing-skeleton" sx={{ height: '100%' }}>
          <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
          <CardContent>
            <Skeleton width="70%" height={28} />
            <Skeleton width="40%" />
            <Skeleton />
            <Skeleton width="85%" />
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Skeleton variant="rounded" width={72} height={24} />
              <Skeleton variant="rounded" width={88} height={24} />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
