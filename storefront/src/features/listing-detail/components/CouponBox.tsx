import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import { useTestIds } from 'shared_ui/components';
import { BROWSE_COPY } from '@swagdrop/model';

/**
 * Coupon code box ('Use at checkout'), shown only when a coupon exists
 * (docs/product-rules.md#listing-page).
 */
export default function CouponBox({ code }: { code: string }) {
  const testIds = useTestIds();
  return (
    <Box
      data-testid={testIds('coupon-box')}
      sx={{
        border: '2px dashed',
        borderColor: 'secondary.main',
        borderRadius: 2,
        p: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        bgcolor: 'rgba(245, 158, 11, 0.06)',
      }}
    >
      <LocalOfferOutlined aria-hidden="true" color="secondary" />
      <Box>
        <Typography variant="body2" color="text.secondary">
          {BROWSE_COPY.couponCodeLabel}
        </Typography>
        <Typography
          component="p"
          sx={{ fontFamily: 'ui-monospace, monospace', fontSize: 22, fontWeight: 800 }}
        >
          {code}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {BROWSE_COPY.useAtCheckout}
        </Typography>
      </Box>
    </Box>
  );
}
