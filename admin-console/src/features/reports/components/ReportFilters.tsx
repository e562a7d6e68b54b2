import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { reportFilterSchema, type ReportFilter } from '../lib/filter-reports';

const LABELS: Record<ReportFilter, string> = {
  all: 'All',
  pending: 'Pending',
  reviewed: 'Reviewed',
  resolved: 'Resolved',
};

/**
 * docs/product-rules.md#reports: status filters all / pending / reviewed / resolved and a text
 * search.
 */
export default function ReportFilters({
  status,
  search,
  onStatusChange,
  onSearchChange,
}: {
  status: ReportFilter;
  search: string;
  onStatusChange: (value: ReportFilter) => void;
  onSearchChange: (value: string) => void;
}) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 3, alignItems: { md: 'center' } }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={status}
        aria-label="Filter reports by status"
        onChange={(_, next: ReportFilter | null) => {
          if (next) onStatusChange(next);
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {reportFilterSchema.options.map((option) => (
          <ToggleButton key={option} value={option} sx={{ px: 2 }}>
            {LABELS[option]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        type="search"
        size="small"
        label="Search reports"
        placeholder="Listing, brand, reporter email or reason"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        sx={{ flexGrow: 1, maxWidth: { md: 420 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
    </Stack>
  );
}
