import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BROWSE_COPY, showingOf } from '@swagdrop/model';

/** Reveals the next window of results (only a window is rendered, see DirectoryPage). */
export default function ShowMore({
  shown,
  total,
  onMore,
}: {
  shown: number;
  total: number;
  onMore: () => void;
}) {
  return (
    <Box sx={{ textAlign: 'center', mt: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {showingOf(shown, total)}
      </Typography>
      <Button variant="outlined" size="large" onClick={onMore}>
        {BROWSE_COPY.showMore}
      </Button>
    </Box>
  );
}
