import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { BRAND_COPY, COPY, PAGE_META } from '@swagdrop/model';
import PageFrame from '../../../components/PageFrame';
import { useDocumentMeta } from '../../../lib/use-document-meta';

/** /success (docs/product-rules.md#plans): the return page of plan checkout. */
export default function SuccessPage() {
  const { enqueueSnackbar } = useSnackbar();
  const greeted = useRef(false);
  useDocumentMeta(PAGE_META.success);
  useEffect(() => {
    if (greeted.current) return;
    greeted.current = true;
    enqueueSnackbar(COPY.paymentSuccessfulWelcome, { variant: 'success' });
  }, [enqueueSnackbar]);

  return (
    <PageFrame title="Welcome to SwagDrop!" maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <CheckCircleOutlinedIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
        <Typography sx={{ my: 2 }}>{BRAND_COPY.accountActivated}</Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'center' }}
        >
          <Button variant="contained" component={RouterLink} to="/dashboard">
            Go to Dashboard
          </Button>
          <Button variant="outlined" component={RouterLink} to="/">
            Back to Home
          </Button>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
