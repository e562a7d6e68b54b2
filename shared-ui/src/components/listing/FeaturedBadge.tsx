import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import StarRounded from '@mui/icons-material/StarRounded';

export default function FeaturedBadge({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Chip
      size="small"
      icon={<StarRounded />}
      label="Featured"
      color="secondary"
      data-testid="featured-badge"
      sx={{ fontWeight: 700, ...sx }}
    />
  );
}
