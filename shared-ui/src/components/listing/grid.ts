import type { SxProps, Theme } from '@mui/material/styles';

/** Responsive card grid shared by the home page, the directory and skeletons. */
export const LISTING_GRID_SX: SxProps<Theme> = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
};

export const LISTING_LIST_SX: SxProps<Theme> = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: '1fr',
};
