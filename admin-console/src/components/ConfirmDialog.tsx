import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** A yes/no question before a destructive or unusual action; focus starts on the safe choice. */
export default function ConfirmDialog({
  open,
  title,
  message,
  detail,
  confirmLabel,
  pendingLabel = 'Working...',
  pending = false,
  confirmColor = 'error',
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  /** What the action applies to (e.g. a title), shown under the message. */
  detail?: string;
  confirmLabel: string;
  pendingLabel?: string;
  pending?: boolean;
  /** 'error' for a destructive action, 'primary' for one that only needs a second look. */
  confirmColor?: 'error' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-message"
    >
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-dialog-message">{message}</DialogContentText>
        {detail && <DialogContentText sx={{ mt: 1, fontWeight: 600 }}>{detail}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} color={confirmColor} variant="contained" disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
