import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { BROWSE_COPY, COPY } from '@swagdrop/model';

/** Empty state (docs/product-rules.md#directory): 'No swag found' and 'Clear all filters'. */
export default function DirectoryEmptyState({ onClear }: { onClear: () => void }) {
  return (
    <Box sx={{ textAlign: 'center', py: 8 }} data-testid="directory-empty">
      <SearchOffRounded aria-hidden="true" sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mt: 1 }}>
        {COPY.noSwagFound}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {BROWSE_COPY.emptyHint}
      </Typography>
      <Button variant="contained" onClick={onClear}>
        {COPY.clearAllFilters}
      </Button>
    </Box>
  );
}
