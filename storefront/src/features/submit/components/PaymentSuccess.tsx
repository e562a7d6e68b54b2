import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { BRAND_COPY } from '@swagdrop/model';

/**
 * The payment-return state of /submit (docs/product-rules.md#submissions): next steps and 'Submit
 * Another Item'.
 */
export default function PaymentSuccess({ onSubmitAnother }: { onSubmitAnother: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <CheckCircleOutlinedIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography component="h2" variant="h4" gutterBottom>
        {BRAND_COPY.paymentSuccessfulTitle}
      </Typography>
      <Alert severity="success" icon={false} sx={{ textAlign: 'left', my: 3 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          What happens next
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          <li>{BRAND_COPY.nextStepReview}</li>
          <li>{BRAND_COPY.nextStepContact}</li>
          <li>{BRAND_COPY.nextStepFeatured}</li>
        </Box>
      </Alert>
      <Button variant="contained" size="large" onClick={onSubmitAnother}>
        {BRAND_COPY.submitAnother}
      </Button>
    </Paper>
  );
}
