import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Same footprint as ListingCard, so swapping skeletons for cards does not shift the layout. */
export default function ListingCardSkeleton() {
  return (
    <Card aria-hidden="true" data-testid="listing-skeleton" sx={{ height: '100%' }}>
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
  );
}
