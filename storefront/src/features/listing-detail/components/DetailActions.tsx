import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import ReportGmailerrorredOutlined from '@mui/icons-material/ReportGmailerrorredOutlined';
import { BROWSE_COPY, STOCK_COPY, isSafeHttpUrl } from '@swagdrop/model';

/**
 * Detail buttons (docs/product-rules.md#listing-page). An all-claimed listing shows 'All
 * claimed' in place of 'Get Free Swag': there is nothing left to claim. 'Skip to offer' is a real link only for an
 * http(s) claim URL (docs/product-rules.md#listings), opened in a new tab without giving the
 * brand's page access to ours.
 */
export default function DetailActions({
  claimUrl,
  allClaimed,
  onClaim,
  onReport,
  onPrefetch,
}: {
  claimUrl: string;
  allClaimed: boolean;
  onClaim: () => void;
  onReport: () => void;
  /** Starts downloading the modals when a visitor is about to open one. */
  onPrefetch: () => void;
}) {
  const safeUrl = isSafeHttpUrl(claimUrl) ? claimUrl : null;
  return (
    <Stack spacing={1.5} sx={{ mt: 3 }}>
      {allClaimed ? (
        <Button variant="contained" size="large" disabled sx={{ py: 1.5 }}>
          {STOCK_COPY.allClaimed}
        </Button>
      ) : (
        <Button
          variant="contained"
          size="large"
          onClick={onClaim}
          onPointerEnter={onPrefetch}
          onFocus={onPrefetch}
          sx={{ flexDirection: 'column', py: 1.5 }}
        >
          <span>{BROWSE_COPY.getFreeSwag}</span>
          <Typography
            component="span"
            variant="caption"
            sx={{ textTransform: 'none', opacity: 0.9 }}
          >
            {BROWSE_COPY.getFreeSwagSubLabel}
          </Typography>
        </Button>
      )}
      {safeUrl ? (
        <Button
          variant="outlined"
          size="large"
          href={safeUrl}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewRounded />}
        >
          {BROWSE_COPY.skipToOffer}
        </Button>
      ) : (
        <>
          <Button variant="outlined" size="large" disabled>
            {BROWSE_COPY.skipToOffer}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {BROWSE_COPY.offerLinkUnavailable}
          </Typography>
        </>
      )}
      <Button
        color="error"
        onClick={onReport}
        onPointerEnter={onPrefetch}
        onFocus={onPrefetch}
        startIcon={<ReportGmailerrorredOutlined />}
      >
        {BROWSE_COPY.markAsGone}
      </Button>
    </Stack>
  );
}
