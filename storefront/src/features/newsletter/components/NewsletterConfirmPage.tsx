import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { NEWSLETTER_CONFIRM_COPY as TEXT, PAGE_META } from '@swagdrop/shared-ui/model';
import FullPageSpinner from '../../../components/FullPageSpinner';
import { callableErrorMessage } from '@swagdrop/shared-ui/firebase';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { confirmNewsletter, readConfirmToken } from '../api/confirm-newsletter';

type Phase = { kind: 'checking' } | { kind: 'confirmed' } | { kind: 'failed'; message: string };

const isUnknownToken = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'functions/not-found';

/**
 * /newsletter/confirm?token=…, where the newsletter confirmation email leads: confirms the
 * signup (functions confirmNewsletter) and says so; an unknown or used link gets a clear message
 * and a way to sign up again (the footer's form).
 */
export default function NewsletterConfirmPage() {
  const { search } = useLocation();
  const token = useMemo(() => readConfirmToken(search), [search]);
  const [phase, setPhase] = useState<Phase>(
    token ? { kind: 'checking' } : { kind: 'failed', message: TEXT.invalidBody },
  );
  useDocumentMeta(PAGE_META.newsletterConfirm);

  useEffect(() => {
    if (!token) return undefined;
    let active = true;
    confirmNewsletter(token)
      .then(() => {
        if (active) setPhase({ kind: 'confirmed' });
      })
      .catch((error: unknown) => {
        if (!active) return;
        const message = isUnknownToken(error) ? TEXT.invalidBody : callableErrorMessage(error);
        setPhase({ kind: 'failed', message });
      });
    return () => {
      active = false;
    };
  }, [token]);

  if (phase.kind === 'checking') return <FullPageSpinner label={TEXT.checking} />;
  const confirmed = phase.kind === 'confirmed';
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
        <Typography component="h1" variant="h3" gutterBottom>
          {confirmed ? TEXT.successTitle : TEXT.invalidTitle}
        </Typography>
        <Alert
          severity={confirmed ? 'success' : 'warning'}
          role={confirmed ? 'status' : 'alert'}
          sx={{ mb: 3 }}
        >
          {confirmed ? TEXT.successBody : phase.message}
        </Alert>
        <Button component={RouterLink} to="/swag" variant="contained" size="large">
          {TEXT.browseSwag}
        </Button>
      </Paper>
    </Container>
  );
}
