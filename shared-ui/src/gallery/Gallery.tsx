import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BrandLogo,
  HeaderBar,
  ListingCard,
  ListingGridSkeleton,
  LISTING_GRID_SX,
  SiteFooter,
  StatusChip,
  SwagThemeProvider,
  type ListingCardData,
} from '../components';

const sample: ListingCardData = {
  slug: 'sample-tee',
  title: 'Sample Conference Tee',
  brand_name: 'Acme Cloud',
  description: 'Soft cotton tee left over from our developer conference, in every size.',
  category: 'shirts',
  image_url:
    'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="%23ede9fe"/></svg>',
  is_featured: true,
  coupon_code: 'SWAG10',
  free_shipping: true,
  target_scope: 'local',
  target_location: 'Austin',
};

export default function Gallery() {
  return (
    <SwagThemeProvider>
      <HeaderBar logo={<BrandLogo />} navItems={[{ label: 'Browse Swag', to: '#' }]} />
      <Container component="main" sx={{ py: 4 }}>
        <Typography component="h1" variant="h1" gutterBottom>
          Shared UI gallery
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mb: 3 }}>
          {['pending', 'approved', 'rejected', 'paid', 'unpaid', 'reviewed', 'resolved'].map(
            (s) => (
              <StatusChip key={s} status={s} />
            ),
          )}
        </Stack>
        <Box sx={LISTING_GRID_SX}>
          <ListingCard listing={sample} priority />
          <ListingCard
            listing={{
              ...sample,
              slug: 'b',
              is_featured: false,
              target_scope: 'nationwide',
              target_location: null,
            }}
          />
        </Box>
        <Typography component="h2" variant="h2" sx={{ my: 3 }}>
          Loading state
        </Typography>
        <ListingGridSkeleton count={3} />
      </Container>
      <SiteFooter columns={[{ heading: 'Links', links: [{ label: 'Home', to: '#' }] }]} />
    </SwagThemeProvider>
  );
}
