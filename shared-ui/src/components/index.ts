/** Everything the remote exposes, also importable at build time for unit tests. */
export { default as SwagThemeProvider } from './theme/SwagThemeProvider';
export { default as ListingCard } from './listing/ListingCard';
export { default as ListingImage } from './listing/ListingImage';
export { default as FeaturedBadge } from './listing/FeaturedBadge';
export { LISTING_GRID_SX, LISTING_LIST_SX } from './listing/grid';
export { scrollableRegion } from './a11y/scrollable-region';
export { default as StatusChip } from './status/StatusChip';
export { default as ListingGridSkeleton } from './skeletons/ListingGridSkeleton';
export { default as HeaderBar } from './shell/HeaderBar';
export { default as SiteFooter } from './shell/SiteFooter';
export { default as BrandLogo } from './shell/BrandLogo';
export { ShellControls, useInShell, useTestIds } from './shell/shell-context';
