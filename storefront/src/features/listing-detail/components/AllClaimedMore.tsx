import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LISTING_GRID_SX, ListingCard, useTestIds } from 'shared_ui/components';
import { STOCK_SCREEN_COPY, type DirectoryRow } from '@swagdrop/model';
import NewsletterSignup from '../../newsletter/components/NewsletterSignup';
import LiveStockLeft from '../../stock/components/StockLeft';

/**
 * Below an all-claimed listing: similar live swag from its category (each card with what is
 * left of it) and the newsletter sign-up, so the visit does not end on nothing.
 */
export default function AllClaimedMore({ similar }: { similar: readonly DirectoryRow[] }) {
  const testIds = useTestIds();
  return (
    <Box sx={{ mt: { xs: 4, md: 6 }, display: 'grid', gap: 5 }}>
      {similar.length > 0 && (
        <Box
          component="section"
          aria-labelledby="similar-swag-title"
          data-testid={testIds('similar-swag')}
        >
          <Typography
            id="similar-swag-title"
            component="h2"
            variant="h4"
            sx={{ fontWeight: 800, mb: 2 }}
          >
            {STOCK_SCREEN_COPY.similarHeading}
          </Typography>
          <Box sx={LISTING_GRID_SX}>
            {similar.map((row) => (
              <ListingCard
                key={row.id}
                listing={row}
                linkComponent={RouterLink}
                stock={<LiveStockLeft listingId={row.id} quantity={row.quantity} />}
              />
            ))}
          </Box>
        </Box>
      )}
      <NewsletterSignup />
    </Box>
  );
}
