import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import { useSnackbar } from 'notistack';
import { MAIL_MODERATOR_COPY, type MailLogRow } from '@swagdrop/model';
import ConfirmDialog from '../../../components/ConfirmDialog';
import PageHeading from '../../../components/PageHeading';
import { callableErrorMessage } from '@swagdrop/firebase-web';
import { useMailLog, type MailFilter } from '../api/list-mail';
import { useResendMail } from '../api/resend-mail';
import EmailLogGrid from './EmailLogGrid';
import MailStatusFilter from './MailStatusFilter';

const COPY = MAIL_MODERATOR_COPY.log;

/** /admin/emails: the recent mails with their delivery status; a failed one can be resent. */
export default function EmailLogPage() {
  const { enqueueSnackbar } = useSnackbar();
  const [filter, setFilter] = useState<MailFilter>('all');
  const [confirming, setConfirming] = useState<MailLogRow | null>(null);
  const log = useMailLog(filter);
  const resend = useResendMail();

  const confirmResend = async () => {
    if (!confirming) return;
    try {
      await resend.mutateAsync({ key: confirming.key });
      enqueueSnackbar(COPY.resent, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(callableErrorMessage(error, COPY.resendFailed), { variant: 'error' });
    } finally {
      setConfirming(null);
    }
  };

  const emptyLabel =
    filter === 'all'
      ? COPY.empty
      : COPY.emptyFiltered(MAIL_MODERATOR_COPY.statusLabels[filter].toLowerCase());

  return (
    <>
      <PageHeading
        title={COPY.title}
        subtitle={COPY.subtitle}
        actions={
          <Button
            startIcon={<RefreshRounded aria-hidden />}
            onClick={log.refresh}
            disabled={log.loading}
          >
            {COPY.refresh}
          </Button>
        }
      />
      <Stack spacing={2}>
        <MailStatusFilter value={filter} onChange={setFilter} />
        {log.error && <Alert severity="error">{COPY.loadFailed}</Alert>}
        <EmailLogGrid
          rows={log.rows}
          loading={log.loading}
          emptyLabel={log.error ? COPY.loadFailed : emptyLabel}
          onResend={setConfirming}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2 }}>
          <Typography role="status" variant="body2" color="text.secondary">
            {log.loading || log.error ? '' : COPY.shown(log.rows.length)}
          </Typography>
          {log.hasMore && (
            <Button variant="outlined" onClick={log.loadMore} disabled={log.loadingMore}>
              {log.loadingMore ? COPY.loadingMore : COPY.loadMore}
            </Button>
          )}
        </Box>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title={COPY.resendTitle}
        message={COPY.resendMessage}
        detail={confirming ? `${confirming.subject} → ${confirming.to}` : undefined}
        confirmLabel={COPY.resendConfirm}
        pendingLabel={COPY.resending}
        pending={resend.isPending}
        confirmColor="primary"
        onConfirm={() => void confirmResend()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
