import { useEffect, useRef, useState } from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { BRAND_COPY, COPY, PAGE_META } from '@swagdrop/model';
import PageFrame from '../../../components/PageFrame';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import PaymentSuccess from './PaymentSuccess';
import SubmitForm from './SubmitForm';
import SubmitMarketing from './SubmitMarketing';
import { clearSubmitDraft } from '../utils/submit-draft';

/**
 * /submit (docs/product-rules.md#submissions): the form, or — back from the payment page with
 * success=true — the 'Payment Successful!' state. canceled=true shows the canceled toast. Either
 * way the query is then removed (history replaced) so a reload does not repeat it.
 */
export default function SubmitPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [paid, setPaid] = useState(() => params.get('success') === 'true');
  const handled = useRef(false);
  useDocumentMeta(PAGE_META.submit);

  useEffect(() => {
    const success = params.get('success') === 'true';
    const canceled = params.get('canceled') === 'true';
    if (handled.current || (!success && !canceled)) return;
    handled.current = true;
    if (success) {
      // Paid: the next form starts empty (a canceled payment keeps the draft instead).
      clearSubmitDraft();
      setPaid(true);
      enqueueSnackbar(COPY.paymentSuccessToast, { variant: 'success' });
    } else {
      enqueueSnackbar(COPY.paymentCanceled, { variant: 'error' });
    }
    navigate('/submit', { replace: true });
  }, [params, navigate, enqueueSnackbar]);

  return (
    <PageFrame title={BRAND_COPY.submitTitle} lead={BRAND_COPY.submitLead}>
      {paid ? (
        <PaymentSuccess onSubmitAnother={() => setPaid(false)} />
      ) : (
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
              <SubmitForm />
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <SubmitMarketing />
          </Grid>
        </Grid>
      )}
    </PageFrame>
  );
}
