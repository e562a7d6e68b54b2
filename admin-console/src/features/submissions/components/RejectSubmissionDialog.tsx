import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { COPY } from '@swagdrop/shared-ui/model';

/** Spec §4: rejecting asks 'Are you sure you want to reject this submission?' first. */
export default function RejectSubmissionDialog({
  title,
  open,
  pending,
  onCancel,
  onConfirm,
}: {
  /** Title of the submission being rejected, so the moderator sees which one. */
  title: string;
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby="reject-submission-title"
      aria-describedby="reject-submission-text"
    >
      <DialogTitle id="reject-submission-title">Reject submission</DialogTitle>
      <DialogContent>
        <DialogContentText id="reject-submission-text">{COPY.rejectConfirm}</DialogContentText>
        <DialogContentText sx={{ mt: 1, fontWeight: 600 }}>{title}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={pending}>
          {pending ? 'Rejecting...' : 'Reject'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
