import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  COPY,
  QUEUE_COPY,
  REFUND_COPY,
  REJECT_REASON_MAX,
  rejectSubmissionRequestSchema,
} from '@swagdrop/model';

const reasonSchema = rejectSubmissionRequestSchema.shape.reason;

/**
 * docs/product-rules.md#moderation: rejecting asks 'Are you sure you want to reject this
 * submission?' first. The moderator may give a reason; the brand receives it in the rejection email
 * (blank = none).
 */
export default function RejectSubmissionDialog({
  title,
  open,
  pending,
  refund = false,
  onCancel,
  onConfirm,
}: {
  /** Title of the submission being rejected, so the moderator sees which one. */
  title: string;
  /** 'Reject and refund': the listing fee goes back with the rejection. */
  refund?: boolean;
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  /** Called with the trimmed reason, or null when none was given. */
  onConfirm: (reason: string | null) => void;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = reasonSchema.safeParse(reason);
  const error = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const showError = touched && error !== null;

  const confirm = () => {
    setTouched(true);
    if (parsed.success) onConfirm(parsed.data);
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby="reject-submission-title"
      aria-describedby="reject-submission-text"
      // A new rejection starts without the previous one's reason.
      slotProps={{
        transition: {
          onExited: () => {
            setReason('');
            setTouched(false);
          },
        },
      }}
    >
      <DialogTitle id="reject-submission-title">
        {refund ? REFUND_COPY.rejectAndRefund : 'Reject submission'}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="reject-submission-text">
          {refund ? REFUND_COPY.rejectAndRefundTitle : COPY.rejectConfirm}
        </DialogContentText>
        {refund && (
          <DialogContentText sx={{ mt: 1 }}>{REFUND_COPY.rejectAndRefundHelp}</DialogContentText>
        )}
        <DialogContentText sx={{ mt: 1, fontWeight: 600 }}>{title}</DialogContentText>
        <TextField
          id="reject-submission-reason"
          label={QUEUE_COPY.rejectReasonLabel}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setTouched(true);
          }}
          multiline
          minRows={3}
          maxRows={8}
          fullWidth
          margin="normal"
          disabled={pending}
          error={showError}
          helperText={
            showError
              ? error
              : `${QUEUE_COPY.rejectReasonHelp} ${reason.length}/${REJECT_REASON_MAX}`
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={pending || showError}>
          {pending ? 'Rejecting...' : refund ? REFUND_COPY.rejectAndRefund : 'Reject'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
