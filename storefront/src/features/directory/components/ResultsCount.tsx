import Typography from '@mui/material/Typography';
import { useTestIds } from 'shared_ui/components';
import { BROWSE_COPY, itemsFound } from '@swagdrop/model';

/**
 * Count line (docs/product-rules.md#directory): 'N items found', or 'Loading...' until the
 * directory arrives.
 */
export default function ResultsCount({ loading, total }: { loading: boolean; total: number }) {
  const testIds = useTestIds();
  return (
    <Typography
      role="status"
      data-testid={testIds('results-count')}
      color="text.secondary"
      sx={{ fontWeight: 600, mb: 3 }}
    >
      {loading ? BROWSE_COPY.loading : itemsFound(total)}
    </Typography>
  );
}
