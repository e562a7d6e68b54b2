import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { STOCK_COPY, STOCK_SCREEN_COPY, type MyListingRow, type z } from '@swagdrop/model';
import { callableErrorMessage } from '@swagdrop/firebase-web';
import { addStockFormSchema, useAddListingStock } from '../api/add-listing-stock';

type AddStockInput = z.input<typeof addStockFormSchema>;
type AddStockValues = z.output<typeof addStockFormSchema>;

/**
 * 'Add stock' for one of the brand's listings: a whole number of units added to what is left
 * (checked with the shared rule; the function checks it again and keeps what is left within
 * the limit). Closes on success; a refusal shows as a toast and the dialog stays.
 */
export default function AddStockDialog({
  uid,
  row,
  onClose,
}: {
  uid: string;
  /** The listing to add to; null = closed. */
  row: MyListingRow | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const addStock = useAddListingStock(uid);
  const { register, handleSubmit, reset, formState } = useForm<
    AddStockInput,
    unknown,
    AddStockValues
  >({
    resolver: zodResolver(addStockFormSchema),
    defaultValues: { amount: '' },
  });
  const close = () => {
    if (addStock.isPending) return;
    reset({ amount: '' });
    onClose();
  };
  const onSubmit = async ({ amount }: AddStockValues) => {
    if (!row) return;
    try {
      const result = await addStock.mutateAsync({ listingId: row.id, amount });
      enqueueSnackbar(STOCK_SCREEN_COPY.stockAdded(result.left), { variant: 'success' });
      reset({ amount: '' });
      onClose();
    } catch (error) {
      enqueueSnackbar(callableErrorMessage(error, STOCK_SCREEN_COPY.addStockFailed), {
        variant: 'error',
      });
    }
  };
  const { ref, ...amount } = register('amount');
  const message = formState.errors.amount?.message;

  return (
    <Dialog open={row !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id={titleId}>
          {STOCK_COPY.addStock}
          {row && (
            <Typography component="span" color="text.secondary" sx={{ display: 'block' }}>
              {row.title}
            </Typography>
          )}
        </DialogTitle>
        <DialogContent>
          <TextField
            {...amount}
            inputRef={ref}
            label={STOCK_COPY.addStockAmountLabel}
            required
            fullWidth
            autoFocus
            margin="dense"
            disabled={addStock.isPending}
            error={Boolean(message)}
            helperText={message ?? STOCK_SCREEN_COPY.addStockAmountHelp}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={addStock.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={addStock.isPending}>
            {addStock.isPending ? STOCK_SCREEN_COPY.addingStock : STOCK_COPY.addStock}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
