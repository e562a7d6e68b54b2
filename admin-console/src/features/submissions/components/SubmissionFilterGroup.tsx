import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ADMIN_COPY } from '@swagdrop/model';
import { submissionFilterSchema, type SubmissionFilter } from '../api/get-submissions';

const LABELS: Record<SubmissionFilter, string> = {
  all: 'All',
  pending: 'Pending',
  unpaid: ADMIN_COPY.pendingUnpaidFilter,
  approved: 'Approved',
  rejected: 'Rejected',
};

/**
 * Filter buttons all / pending / pending (unpaid) / approved / rejected; one is always
 * selected. Pending is the review queue: paid submissions only.
 */
export default function SubmissionFilterGroup({
  value,
  onChange,
}: {
  value: SubmissionFilter;
  onChange: (value: SubmissionFilter) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label="Filter submissions by status"
      onChange={(_, next: SubmissionFilter | null) => {
        if (next) onChange(next);
      }}
      sx={{ mb: 3, flexWrap: 'wrap' }}
    >
      {submissionFilterSchema.options.map((option) => (
        <ToggleButton key={option} value={option} sx={{ px: 2 }}>
          {LABELS[option]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
