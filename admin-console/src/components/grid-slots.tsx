import type { ComponentProps } from 'react';
import type { LinearProgressProps } from '@mui/material/LinearProgress';
import type { GridSlots } from '@mui/x-data-grid';
import materialSlots from '@mui/x-data-grid/material';
import { BROWSE_COPY } from '@swagdrop/model';

const GridLinearProgress = materialSlots.baseLinearProgress;
const GridIconButton = materialSlots.baseIconButton;
const GridTooltip = materialSlots.baseTooltip;

/**
 * The grid's loading bar (shown over rows while the next page loads) as a named progressbar:
 * MUI X renders it without a name, which screen readers announce as an unlabeled progress bar
 * (axe: aria-progressbar-name).
 */
function NamedLinearProgress(props: LinearProgressProps) {
  return <GridLinearProgress aria-label={BROWSE_COPY.loading} {...props} />;
}

/**
 * The grid's icon buttons without the column `field` MUI X passes to a sort button: it would
 * reach the DOM <button>, where HTML has no such attribute.
 */
function IconButtonWithoutField({
  field: _field,
  ...props
}: ComponentProps<typeof GridIconButton> & { field?: string }) {
  return <GridIconButton {...props} />;
}

/**
 * The grid's tooltips describe the element they wrap instead of naming it: MUI's Tooltip would
 * put its title as aria-label on the plain <span> around a sort button (a span may not have
 * one), and the buttons it wraps carry their own names.
 */
function DescribingTooltip(props: ComponentProps<typeof GridTooltip>) {
  return <GridTooltip {...props} material={{ ...props.material, describeChild: true }} />;
}

/** Slots every DataGrid of the console uses. */
export const GRID_SLOTS: Partial<GridSlots> = {
  baseLinearProgress: NamedLinearProgress,
  baseIconButton: IconButtonWithoutField,
  baseTooltip: DescribingTooltip,
};
