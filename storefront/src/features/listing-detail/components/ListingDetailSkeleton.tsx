import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';

/** Same two-column footprint and spacing as the loaded detail page (no layout shift). */
export default function ListingDetailSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box role="status" aria-label="Loading swag" aria-busy="true">
        <Skeleton width={160} height={36} sx={{ mb: 2 }} />
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 5 },
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
          <Box>
            <Skeleton width="80%" height={56} />
            <Skeleton width="40%" />
            <Skeleton width="60%" />
            <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />
            <Skeleton variant="rounded" height={64} sx={{ mt: 3 }} />
          </Box>
        </Box>
      </Box>
    </Container>
  );
}
