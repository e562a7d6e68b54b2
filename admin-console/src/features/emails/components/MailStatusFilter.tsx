import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { MAIL_MODERATOR_COPY, MAIL_STATUSES } from '@swagdrop/model';
import type { MailFilter } from '../api/list-mail';

const COPY = MAIL_MODERATOR_COPY;
const OPTIONS: readonly MailFilter[] = ['all', ...MAIL_STATUSES];
const label = (option: MailFilter) =>
  option === 'all' ? COPY.log.filterAll : COPY.statusLabels[option];

/** All / queued / sending / delivered / failed. */
export default function MailStatusFilter({
  value,
  onChange,
}: {
  value: MailFilter;
  onChange: (value: MailFilter) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label="Filter emails by status"
      onChange={(_, next: MailFilter | null) => {
        if (next) onChange(next);
      }}
      sx={{ flexWrap: 'wrap' }}
    >
      {OPTIONS.map((option) => (
        <ToggleButton key={option} value={option} sx={{ px: 2 }}>
          {label(option)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
