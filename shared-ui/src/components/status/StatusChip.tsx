import Chip, { type ChipProps } from '@mui/material/Chip';
import { formatStatus } from '@swagdrop/model/statuses';

const COLORS: Record<string, ChipProps['color']> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  reviewed: 'info',
  resolved: 'success',
  paid: 'success',
  unpaid: 'default',
  failed: 'error',
  active: 'success',
  trialing: 'info',
  past_due: 'warning',
  canceled: 'default',
  unpaid_subscription: 'warning',
  queued: 'info',
  sending: 'info',
  delivered: 'success',
};

/** A status shown the same way in both apps; unknown statuses render neutral, never hidden. */
export default function StatusChip({ status, label }: { status: string; label?: string }) {
  return (
    <Chip
      size="small"
      color={COLORS[status] ?? 'default'}
      label={label ?? formatStatus(status)}
      sx={{ textTransform: 'capitalize', fontWeight: 600 }}
    />
  );
}
