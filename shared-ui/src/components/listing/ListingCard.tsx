import type { ElementType, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import { categoryLabel } from '@swagdrop/model/categories';
import { targetLabel } from '@swagdrop/model/copy';
import { PLACES_COPY } from '@swagdrop/model/places-copy';
import type { DirectoryRow } from '@swagdrop/model/directory';
import { useTestIds } from '../shell/shell-context';
import { linkPropsFor } from '../shell/types';
import FeaturedBadge from './FeaturedBadge';
import ListingImage from './ListingImage';

interface ListingCardProps {
  listing: DirectoryRow;
  view?: 'grid' | 'list';
  /** Router link component of the host (react-router's Link); plain <a href> when absent. */
  linkComponent?: ElementType;
  /** Above-the-fold cards load eagerly; the rest lazily. */
  priority?: boolean;
  /** What is left of a limited listing (the host's live line), under the brand. */
  stock?: ReactNode;
  /** Whole miles to the visitor's place ('12 mi away'), for a local listing near it. */
  milesAway?: number;
}

/**
 * Directory card (docs/product-rules.md#directory): every badge and chip, CLAIM link to
 * /swag/{slug}.
 */
export default function ListingCard({
  listing,
  view = 'grid',
  linkComponent,
  priority = false,
  stock,
  milesAway,
}: ListingCardProps) {
  const linkProps = linkPropsFor({ to: `/swag/${listing.slug}` }, linkComponent);
  const isList = view === 'list';
  const testIds = useTestIds();
  return (
    <Card
      component="article"
      aria-label={listing.title}
      data-testid={testIds('listing-card')}
      data-featured={listing.is_featured ? 'true' : 'false'}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: isList ? { xs: 'column', sm: 'row' } : 'column',
      }}
    >
      <Box
        sx={{
          position: 'relative',
          flexShrink: 0,
          width: isList ? { xs: '100%', sm: 240 } : '100%',
        }}
      >
        <ListingImage src={listing.image_url} alt={listing.title} priority={priority} />
        {listing.is_featured && <FeaturedBadge sx={{ position: 'absolute', top: 8, left: 8 }} />}
        <Stack direction="row" spacing={0.5} sx={{ position: 'absolute', top: 8, right: 8 }}>
          {listing.coupon_code && (
            <Box title="Has coupon" sx={iconBadgeSx}>
              <LocalOfferOutlined fontSize="small" aria-label="Has coupon" role="img" />
            </Box>
          )}
          {listing.free_shipping && (
            <Box title="Free shipping" sx={iconBadgeSx}>
              <LocalShippingOutlined fontSize="small" aria-label="Free shipping" role="img" />
            </Box>
          )}
        </Stack>
      </Box>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {listing.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {listing.brand_name}
        </Typography>
        {stock}
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {listing.description}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 'auto', pt: 1 }}>
          <Chip
            size="small"
            label={categoryLabel(listing.category)}
            color="primary"
            variant="outlined"
          />
          <Chip
            size="small"
            icon={listing.target_scope === 'local' ? <PlaceOutlined /> : <PublicOutlined />}
            label={targetLabel(listing.target_scope, listing.target_location)}
          />
          {listing.free_shipping && <Chip size="small" color="success" label="Free Ship" />}
          {milesAway !== undefined && (
            <Typography
              variant="body2"
              color="text.secondary"
              data-testid={testIds('miles-away')}
              sx={{ alignSelf: 'center', fontWeight: 600 }}
            >
              {PLACES_COPY.milesAway(milesAway)}
            </Typography>
          )}
        </Stack>
        <Button
          {...linkProps}
          variant="contained"
          fullWidth
          aria-label={`Claim ${listing.title}`}
          sx={{ mt: 1 }}
        >
          CLAIM
        </Button>
      </CardContent>
    </Card>
  );
}

const iconBadgeSx = {
  bgcolor: 'rgba(255,255,255,0.95)',
  color: 'primary.dark',
  borderRadius: '50%',
  width: 32,
  height: 32,
  display: 'grid',
  placeItems: 'center',
} as const;
