import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import {
  categoryLabel,
  formatDate,
  isSafeHttpUrl,
  QUEUE_COPY,
  REFUND_COPY,
  targetLabel,
} from '@swagdrop/model';
import { ListingImage, StatusChip } from 'shared_ui/components';
import type { SubmissionItem } from '../api/get-submissions';

interface Props {
  submission: SubmissionItem;
  /** An action on this card is running: both buttons wait. */
  busy: boolean;
  onApprove: (submission: SubmissionItem) => void;
  onReject: (submission: SubmissionItem) => void;
  /** Reject and refund the listing fee; offered for a paid submission only. */
  onRejectAndRefund: (submission: SubmissionItem) => void;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** One submission in the review queue (docs/product-rules.md#moderation). */
export default function SubmissionCard({
  submission: s,
  busy,
  onApprove,
  onReject,
  onRejectAndRefund,
}: Props) {
  const titleId = `submission-${s.id}-title`;
  const target = targetLabel(s.target_scope, s.target_location);
  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' } }}>
        <ListingImage src={s.image_url} alt={s.title} />
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <StatusChip status={s.status} />
            <StatusChip status={s.payment_status} label={`Payment: ${s.payment_status}`} />
            <Chip size="small" variant="outlined" label={categoryLabel(s.category)} />
            {s.image_rejected && (
              <Chip size="small" color="error" label={QUEUE_COPY.imageRejected} />
            )}
          </Stack>
          <Box>
            <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {s.title}
            </Typography>
            <Typography color="text.secondary">{s.brand_name}</Typography>
          </Box>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {s.description}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
            <Detail label="Contact email" value={s.contact_email} />
            <Detail label="Coupon" value={s.coupon_code ?? 'None'} />
            <Detail label="Target" value={target} />
            <Detail label="Submitted" value={formatDate(s.created_at)} />
          </Box>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 'auto' }}
          >
            {isSafeHttpUrl(s.external_url) && (
              <Link
                href={s.external_url}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={titleId}
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mr: 'auto' }}
              >
                View
                <OpenInNewRounded fontSize="inherit" aria-hidden />
              </Link>
            )}
            {s.status === 'pending' && (
              <>
                <Button
                  variant="contained"
                  color="success"
                  disabled={busy}
                  aria-describedby={titleId}
                  onClick={() => onApprove(s)}
                >
                  Approve
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  disabled={busy}
                  aria-describedby={titleId}
                  onClick={() => onReject(s)}
                >
                  Reject
                </Button>
                {s.payment_status === 'paid' && (
                  <Button
                    variant="outlined"
                    color="error"
                    disabled={busy}
                    aria-describedby={titleId}
                    onClick={() => onRejectAndRefund(s)}
                  >
                    {REFUND_COPY.rejectAndRefund}
                  </Button>
                )}
              </>
            )}
          </Stack>
        </CardContent>
      </Box>
    </Card>
  );
}
