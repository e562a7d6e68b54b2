import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Cards below the fold skip style, layout and paint until scrolled near (content-visibility):
 * when a filter keystroke swaps the results, only the visible cards are laid out again. The
 * intrinsic size is a card's usual height; once shown, the browser remembers the real one.
 */
const offscreenCardsSkipped = (height: number) => ({
  '& > *': { contentVisibility: 'auto', containIntrinsicSize: `auto ${height}px` },
});

/** Responsive card grid shared by the home page, the directory and skeletons. */
export const LISTING_GRID_SX: SxProps<Theme> = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
  ...offscreenCardsSkipped(480),
};

export const LISTING_LIST_SX: SxProps<Theme> = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: '1fr',
  ...offscreenCardsSkipped(240),
};
