import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CalendarTodayOutlined from '@mui/icons-material/CalendarTodayOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { ListingImage, useTestIds } from 'shared_ui/components';
import {
  BROWSE_COPY,
  formatDate,
  postedOn,
  type DirectoryRow,
  type ListingDetail,
} from '@swagdrop/model';
import { StockLine } from '../../stock/components/StockLeft';
import AllClaimedMore from './AllClaimedMore';
import CouponBox from './CouponBox';
import DetailActions from './DetailActions';
import ListingBadges from './ListingBadges';

/**
 * /swag/{slug} content (docs/product-rules.md#listing-page); receives plain data and callbacks.
 * All claimed: by the live count once it has answered, else by the stored flag (which is all a
 * first paint knows), so the server's page and the app's first render are the same.
 */
export default function ListingDetailView({
  listing,
  left,
  similar,
  backTo,
  onClaim,
  onReport,
  onPrefetch,
}: {
  listing: ListingDetail;
  /** What is left, live; undefined until known or when the listing has no limit. */
  left: number | undefined;
  /** Similar live swag from the same category, shown when all is claimed. */
  similar: readonly DirectoryRow[];
  backTo: string;
  onClaim: () => void;
  onReport: () => void;
  onPrefetch: () => void;
}) {
  const testIds = useTestIds();
  const allClaimed = left === undefined ? listing.all_claimed : left === 0;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to={backTo} startIcon={<ArrowBackRounded />} sx={{ mb: 2 }}>
        {BROWSE_COPY.backToDirectory}
      </Button>
      <Box
        component="article"
        aria-labelledby="listing-title"
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        <Box sx={{ borderRadius: 3, overflow: 'hidden', alignSelf: 'start', boxShadow: 1 }}>
          <ListingImage src={listing.image_url} alt={listing.title} slot="detail" priority />
        </Box>
        <Box>
          <Typography
            id="listing-title"
            component="h1"
            variant="h2"
            sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}
          >
            {listing.title}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 600 }}>
            {listing.brand_name}
          </Typography>
          <Stack
            direction="row"
            spacing={0.75}
            sx={{ alignItems: 'center', color: 'text.secondary', my: 1.5 }}
          >
            <CalendarTodayOutlined fontSize="small" aria-hidden="true" />
            <Typography variant="body2" component="span">
              <time dateTime={new Date(listing.created_at).toISOString()}>
                {postedOn(formatDate(listing.created_at))}
              </time>
            </Typography>
          </Stack>
          <ListingBadges listing={listing} />
          {listing.quantity !== null && !allClaimed && (
            <Box sx={{ mt: 1.5 }}>
              <StockLine left={left} quantity={listing.quantity} announce />
            </Box>
          )}
          <Typography
            sx={{ mt: 3, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            data-testid={testIds('listing-description')}
          >
            {listing.description}
          </Typography>
          {listing.coupon_code && (
            <Box sx={{ mt: 3 }}>
              <CouponBox code={listing.coupon_code} />
            </Box>
          )}
          <DetailActions
            claimUrl={listing.external_claim_url}
            allClaimed={allClaimed}
            onClaim={onClaim}
            onReport={onReport}
            onPrefetch={onPrefetch}
          />
        </Box>
      </Box>
      {allClaimed && <AllClaimedMore similar={similar} />}
    </Container>
  );
}
