import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LISTING_GRID_SX, ListingCard, ListingGridSkeleton } from 'shared_ui/components';
import { BROWSE_COPY, HOME_SKELETON_COUNT, type DirectoryRow } from '@swagdrop/model';
import LiveStockLeft from '../../stock/components/StockLeft';

/**
 * docs/product-rules.md#home-page: up to 6 random featured listings, 6 skeletons while loading,
 * 'View All Swag'. Memoized: the directory query settles in several steps while the list it
 * yields stays the same, and each re-render of the skeleton grid was main-thread time on a phone.
 */
export default memo(function FeaturedListings({ listings }: { listings: DirectoryRow[] | null }) {
  return (
    <Container
      component="section"
      aria-labelledby="home-featured-title"
      maxWidth="lg"
      sx={{ py: 6 }}
      data-testid="home-featured"
    >
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          flexWrap: 'wrap',
          gap: 2,
          mb: 3,
        }}
      >
        <Typography id="home-featured-title" component="h2" variant="h3" sx={{ fontWeight: 800 }}>
          {BROWSE_COPY.homeFeaturedHeading}
        </Typography>
        <Button component={RouterLink} to="/swag" variant="outlined">
          {BROWSE_COPY.viewAllSwag}
        </Button>
      </Box>
      {listings === null ? (
        <ListingGridSkeleton count={HOME_SKELETON_COUNT} />
      ) : listings.length === 0 ? (
        <Typography color="text.secondary">{BROWSE_COPY.noFeaturedYet}</Typography>
      ) : (
        <Box sx={LISTING_GRID_SX}>
          {listings.map((listing, index) => (
            <ListingCard
              key={listing.id}
              listing={listing}
              linkComponent={RouterLink}
              priority={index < 3}
              stock={<LiveStockLeft listingId={listing.id} quantity={listing.quantity} />}
            />
          ))}
        </Box>
      )}
    </Container>
  );
});
