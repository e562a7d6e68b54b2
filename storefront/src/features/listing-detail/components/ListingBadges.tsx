import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import { FeaturedBadge, useTestIds } from 'shared_ui/components';
import { BROWSE_COPY, categoryLabel, targetLabel, type DirectoryRow } from '@swagdrop/model';

/**
 * Detail badges (docs/product-rules.md#listing-page): Featured, location or Nationwide, category,
 * Has Coupon, Free Shipping.
 */
export default function ListingBadges({ listing }: { listing: DirectoryRow }) {
  const testIds = useTestIds();
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      data-testid={testIds('listing-badges')}
    >
      {listing.is_featured && <FeaturedBadge />}
      {listing.target_scope === 'local' ? (
        <Chip
          icon={<PlaceOutlined />}
          label={targetLabel(listing.target_scope, listing.target_location)}
          data-testid={testIds('location-badge')}
        />
      ) : (
        <Chip
          icon={<PublicOutlined />}
          label={targetLabel(listing.target_scope, listing.target_location)}
          data-testid={testIds('location-badge')}
        />
      )}
      <Chip
        label={categoryLabel(listing.category)}
        color="primary"
        variant="outlined"
        data-testid={testIds('category-badge')}
      />
      {listing.coupon_code && (
        <Chip icon={<LocalOfferOutlined />} label={BROWSE_COPY.hasCoupon} color="secondary" />
      )}
      {listing.free_shipping && (
        <Chip icon={<LocalShippingOutlined />} label={BROWSE_COPY.freeShipping} color="success" />
      )}
    </Stack>
  );
}
