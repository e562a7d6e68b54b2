import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import {
  adminReasonLabel,
  COPY,
  formatDate,
  REPORT_TRANSITIONS,
  type ReportStatus,
} from '@swagdrop/model';
import { StatusChip } from 'shared_ui/components';
import type { ReportItem } from '../api/get-reports';

interface Props {
  report: ReportItem;
  /** Storefront origin for the View link; null while the runtime config loads. */
  storefrontUrl: string | null;
  busy: boolean;
  onSetStatus: (report: ReportItem, status: ReportStatus) => void;
}

function nextStatuses(status: string): readonly ReportStatus[] {
  return status in REPORT_TRANSITIONS ? REPORT_TRANSITIONS[status as ReportStatus] : [];
}

/** One listing report (docs/product-rules.md#reports); only the allowed transitions get buttons. */
export default function ReportCard({ report: r, storefrontUrl, busy, onSetStatus }: Props) {
  const titleId = `report-${r.id}-title`;
  const next = nextStatuses(r.status);
  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {r.listing_title ?? COPY.unknownListing}
          </Typography>
          <StatusChip status={r.status} />
        </Stack>
        {r.brand_name && <Typography color="text.secondary">{r.brand_name}</Typography>}
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {(
            [
              ['Reason', adminReasonLabel(r.reason)],
              ['Reporter', r.reporter_email ?? COPY.registeredUser],
              ['Reported', formatDate(r.created_at)],
            ] as const
          ).map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {r.message && (
          <Typography
            variant="body2"
            sx={{ whiteSpace: 'pre-line', bgcolor: 'action.hover', p: 1.5, borderRadius: 1 }}
          >
            {r.message}
          </Typography>
        )}
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1 }}
        >
          {r.slug && storefrontUrl && (
            <Link
              href={`${storefrontUrl}/swag/${encodeURIComponent(r.slug)}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={titleId}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mr: 'auto' }}
            >
              View
              <OpenInNewRounded fontSize="inherit" aria-hidden />
            </Link>
          )}
          {next.map((status) => (
            <Button
              key={status}
              size="small"
              variant={status === 'resolved' ? 'contained' : 'outlined'}
              disabled={busy}
              aria-describedby={titleId}
              onClick={() => onSetStatus(r, status)}
            >
              {`Mark as ${status}`}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
