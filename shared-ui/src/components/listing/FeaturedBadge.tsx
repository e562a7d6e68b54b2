import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import StarRounded from '@mui/icons-material/StarRounded';
import { useTestIds } from '../shell/shell-context';

export default function FeaturedBadge({ sx }: { sx?: SxProps<Theme> }) {
  const testIds = useTestIds();
  return (
    <Chip
      size="small"
      icon={<StarRounded />}
      label="Featured"
      color="secondary"
      data-testid={testIds('featured-badge')}
      sx={{ fontWeight: 700, ...sx }}
    />
  );
}
