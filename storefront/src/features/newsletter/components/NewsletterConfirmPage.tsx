import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { NEWSLETTER_CONFIRM_COPY as TEXT, PAGE_META } from '@swagdrop/model';
import { callableErrorMessage } from '@swagdrop/firebase-web';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { readConfirmToken, useConfirmNewsletter } from '../api/confirm-newsletter';

const isUnknownToken = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'functions/not-found';

/**
 * /newsletter/confirm?token=…, where the newsletter confirmation email leads. Opening the page
 * confirms nothing (mail scanners open links): the visitor presses 'Confirm my subscription',
 * then the signup is confirmed (functions confirmNewsletter) and the page says so; an unknown or
 * used link gets a clear message and a way to sign up again (the footer's form).
 */
export default function NewsletterConfirmPage() {
  const { search } = useLocation();
  const token = useMemo(() => readConfirmToken(search), [search]);
  const confirmation = useConfirmNewsletter();
  useDocumentMeta(PAGE_META.newsletterConfirm);
  const { error, isSuccess, isPending } = confirmation;
  const failure = useMemo(() => {
    if (!token || isUnknownToken(error)) return TEXT.invalidBody;
    return error ? callableErrorMessage(error) : null;
  }, [token, error]);

  const asking = failure === null && !isSuccess;
  const title =
    failure !== null ? TEXT.invalidTitle : isSuccess ? TEXT.successTitle : TEXT.askTitle;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
        <Typography component="h1" variant="h3" gutterBottom>
          {title}
        </Typography>
        {asking ? (
          <>
            <Typography sx={{ mb: 3 }}>{TEXT.askBody}</Typography>
            <Button
              variant="contained"
              size="large"
              disabled={isPending}
              onClick={() => token && confirmation.mutate(token)}
            >
              {isPending ? TEXT.confirming : TEXT.confirmButton}
            </Button>
          </>
        ) : (
          <>
            <Alert
              severity={isSuccess ? 'success' : 'warning'}
              role={isSuccess ? 'status' : 'alert'}
              sx={{ mb: 3 }}
            >
              {failure ?? TEXT.successBody}
            </Alert>
            <Button component={RouterLink} to="/swag" variant="contained" size="large">
              {TEXT.browseSwag}
            </Button>
          </>
        )}
      </Paper>
    </Container>
  );
}
