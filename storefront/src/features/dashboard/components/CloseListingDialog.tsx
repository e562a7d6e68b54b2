import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from 'notistack';
import { STOCK_COPY, STOCK_SCREEN_COPY, type MyListingRow } from '@swagdrop/model';
import { callableErrorMessage } from '@swagdrop/firebase-web';
import { useCloseMyListing } from '../api/close-my-listing';

/**
 * 'Close listing' asks first: the listing ends now, like an ended term, and only a moderator's
 * 'Extend' reopens it.
 */
export default function CloseListingDialog({
  uid,
  row,
  onClose,
}: {
  uid: string;
  /** The listing to close; null = closed dialog. */
  row: MyListingRow | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const closeListing = useCloseMyListing(uid);
  const confirm = async () => {
    if (!row) return;
    try {
      await closeListing.mutateAsync({ listingId: row.id });
      enqueueSnackbar(STOCK_SCREEN_COPY.listingClosed, { variant: 'success' });
      onClose();
    } catch (error) {
      enqueueSnackbar(callableErrorMessage(error, STOCK_SCREEN_COPY.closeListingFailed), {
        variant: 'error',
      });
    }
  };
  return (
    <Dialog
      open={row !== null}
      onClose={closeListing.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>
        {STOCK_SCREEN_COPY.closeListingConfirmTitle(row?.title ?? '')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {STOCK_SCREEN_COPY.closeListingConfirmText}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={closeListing.isPending}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => void confirm()}
          disabled={closeListing.isPending}
        >
          {closeListing.isPending ? STOCK_SCREEN_COPY.closingListing : STOCK_COPY.closeListing}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
