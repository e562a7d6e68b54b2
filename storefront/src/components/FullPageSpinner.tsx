import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * Route loading state. A full viewport high, so the footer below stays out of view instead of
 * jumping down when the page arrives (layout shift).
 */
export default function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
