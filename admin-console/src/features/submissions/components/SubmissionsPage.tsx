import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import {
  ADMIN_COPY,
  COPY,
  formatUsd,
  REFUND_COPY,
  REVIEWABLE_PAYMENT_STATUS,
} from '@swagdrop/model';
import ConfirmDialog from '../../../components/ConfirmDialog';
import PageHeading from '../../../components/PageHeading';
import { callableErrorMessage } from '@swagdrop/firebase-web';
import { useApproveSubmission } from '../api/approve-submission';
import {
  DEFAULT_SUBMISSION_FILTER,
  useSubmissions,
  type SubmissionFilter,
  type SubmissionItem,
} from '../api/get-submissions';
import { useRejectAndRefund } from '../api/reject-and-refund';
import { useRejectSubmission } from '../api/reject-submission';
import RejectSubmissionDialog from './RejectSubmissionDialog';
import SubmissionCard from './SubmissionCard';
import SubmissionFilterGroup from './SubmissionFilterGroup';
import SubmissionsSkeleton from './SubmissionsSkeleton';

/** /admin/submissions (docs/product-rules.md#moderation): review queue with approve and reject. */
export default function SubmissionsPage() {
  const { enqueueSnackbar } = useSnackbar();
  const [filter, setFilter] = useState<SubmissionFilter>(DEFAULT_SUBMISSION_FILTER);
  const [busyId, setBusyId] = useState<string | null>(null);
  // The target outlives `rejectOpen` so the dialog keeps its text while it fades out.
  const [rejecting, setRejecting] = useState<SubmissionItem | null>(null);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [refunding, setRefunding] = useState(false);
  // Same for an unpaid submission waiting for the moderator to confirm its approval.
  const [approvingUnpaid, setApprovingUnpaid] = useState<SubmissionItem | null>(null);
  const [unpaidOpen, setUnpaidOpen] = useState(false);
  const approve = useApproveSubmission();
  const reject = useRejectSubmission();
  const rejectAndRefund = useRejectAndRefund();

  const queue = useSubmissions(filter);

  const handleApprove = async (submission: SubmissionItem) => {
    setBusyId(submission.id);
    try {
      await approve.mutateAsync({ submissionId: submission.id });
      enqueueSnackbar(COPY.submissionApproved, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(callableErrorMessage(error, COPY.failedToApprove), { variant: 'error' });
    } finally {
      setBusyId(null);
    }
  };

  /** An unpaid submission is published only after the moderator confirms it. */
  const requestApprove = (submission: SubmissionItem) => {
    if (submission.payment_status === REVIEWABLE_PAYMENT_STATUS) {
      void handleApprove(submission);
      return;
    }
    setApprovingUnpaid(submission);
    setUnpaidOpen(true);
  };

  const confirmUnpaidApprove = async () => {
    if (approvingUnpaid) await handleApprove(approvingUnpaid);
    setUnpaidOpen(false);
  };

  const handleReject = async (reason: string | null) => {
    if (!rejecting) return;
    const submission = rejecting;
    setBusyId(submission.id);
    try {
      if (refunding) {
        const { refundedCents } = await rejectAndRefund.mutateAsync({
          submissionId: submission.id,
          reason,
        });
        enqueueSnackbar(REFUND_COPY.refunded(formatUsd(refundedCents)), { variant: 'success' });
      } else {
        await reject.mutateAsync({ submissionId: submission.id, reason });
        enqueueSnackbar(COPY.submissionRejected, { variant: 'success' });
      }
    } catch (error) {
      enqueueSnackbar(callableErrorMessage(error, COPY.failedToReject), { variant: 'error' });
    } finally {
      setBusyId(null);
      setRejectOpen(false);
    }
  };

  return (
    <>
      <PageHeading title="Review Submissions" subtitle="Approve or reject brand submissions." />
      <SubmissionFilterGroup value={filter} onChange={setFilter} />
      {queue.loading ? (
        <SubmissionsSkeleton />
      ) : queue.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={queue.reload}>
              Retry
            </Button>
          }
        >
          {COPY.failedToFetchSubmissions}
        </Alert>
      ) : queue.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {COPY.noSubmissions}
        </Typography>
      ) : (
        <Stack spacing={2}>
          {queue.items.map((submission) => (
            <SubmissionCard
              key={submission.id}
              submission={submission}
              busy={busyId === submission.id}
              onApprove={requestApprove}
              onReject={(s) => {
                setRejecting(s);
                setRefunding(false);
                setRejectOpen(true);
              }}
              onRejectAndRefund={(s) => {
                setRejecting(s);
                setRefunding(true);
                setRejectOpen(true);
              }}
            />
          ))}
          {queue.hasMore && (
            <Box sx={{ textAlign: 'center' }}>
              <Button variant="outlined" disabled={queue.loadingMore} onClick={queue.loadMore}>
                {queue.loadingMore ? 'Loading...' : 'Load more'}
              </Button>
            </Box>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={unpaidOpen}
        title={ADMIN_COPY.approveUnpaidTitle}
        message={ADMIN_COPY.approveUnpaidMessage}
        detail={approvingUnpaid?.title ?? ''}
        confirmLabel={ADMIN_COPY.approveUnpaidConfirm}
        pendingLabel="Approving..."
        confirmColor="primary"
        pending={approve.isPending}
        onCancel={() => setUnpaidOpen(false)}
        onConfirm={() => void confirmUnpaidApprove()}
      />
      <RejectSubmissionDialog
        open={rejectOpen}
        title={rejecting?.title ?? ''}
        refund={refunding}
        pending={reject.isPending || rejectAndRefund.isPending}
        onCancel={() => setRejectOpen(false)}
        onConfirm={(reason) => void handleReject(reason)}
      />
    </>
  );
}
