import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Placeholder cards with the real cards' shape while the queue loads. */
export default function SubmissionsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Stack spacing={2} role="status" aria-label="Loading submissions">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} variant="outlined" aria-hidden>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' } }}>
            <Skeleton variant="rectangular" sx={{ height: 'auto', aspectRatio: '4 / 3' }} />
            <CardContent>
              <Skeleton width="30%" />
              <Skeleton width="60%" height={32} />
              <Skeleton width="40%" />
              <Skeleton />
              <Skeleton width="80%" />
            </CardContent>
          </Box>
        </Card>
      ))}
    </Stack>
  );
}
