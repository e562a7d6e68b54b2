import type { LinearProgressProps } from '@mui/material/LinearProgress';
import type { GridSlots } from '@mui/x-data-grid';
import materialSlots from '@mui/x-data-grid/material';
import { BROWSE_COPY } from '@swagdrop/shared-ui/model';

const GridLinearProgress = materialSlots.baseLinearProgress;

/**
 * The grid's loading bar (shown over rows while the next page loads) as a named progressbar:
 * MUI X renders it without a name, which screen readers announce as an unlabeled progress bar
 * (axe: aria-progressbar-name).
 */
function NamedLinearProgress(props: LinearProgressProps) {
  return <GridLinearProgress aria-label={BROWSE_COPY.loading} {...props} />;
}

/** Slots every DataGrid of the console uses. */
export const GRID_SLOTS: Partial<GridSlots> = { baseLinearProgress: NamedLinearProgress };
