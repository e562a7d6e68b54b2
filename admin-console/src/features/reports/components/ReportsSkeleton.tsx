import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Placeholder cards while the reports load. */
export default function ReportsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Stack spacing={2} role="status" aria-label="Loading reports">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} variant="outlined" aria-hidden>
          <CardContent>
            <Skeleton width="45%" height={32} />
            <Skeleton width="25%" />
            <Skeleton width="70%" />
            <Skeleton width="30%" height={36} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
