import { useEffect, useId, useMemo } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
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
import {
  COPY,
  DEFAULT_REPORT_REASON,
  LIMITS,
  REPORT_REASON_LABELS,
  REPORT_REASON_VALUES,
} from '@swagdrop/model';
import { useAuth } from '../../../lib/auth';
import { callableErrorMessage } from '@swagdrop/firebase-web';
import {
  reportFormSchema,
  useSubmitReport,
  type ReportFormInput,
  type ReportFormValues,
} from '../api/submit-report';

export interface ReportModalProps {
  open: boolean;
  onClose: () => void;
  listing: { id: string; title: string; slug: string };
}

/**
 * docs/product-rules.md#reports: the form resets with the signed-in user's email pre-filled (never
 * sent).
 */
function defaultsFor(signedIn: boolean, userEmail: string | null): DefaultValues<ReportFormInput> {
  return {
    reason: DEFAULT_REPORT_REASON,
    message: '',
    reporter_email: userEmail ?? (signedIn ? null : ''),
  };
}

/**
 * 'Mark as Gone' report modal (docs/product-rules.md#reports): reason (default out_of_stock),
 * optional details, and an email only for anonymous visitors. A signed-in reporter is identified by
 * the server from the session, so no email is sent for them.
 */
export default function ReportModal({ open, onClose, listing }: ReportModalProps) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const { user, loading } = useAuth();
  const signedIn = user !== null;
  const userEmail = user?.email ?? null;
  const report = useSubmitReport();
  const pending = report.isPending;
  const resolver = useMemo(() => zodResolver(reportFormSchema(signedIn)), [signedIn]);
  const { register, handleSubmit, reset, formState } = useForm<
    ReportFormInput,
    unknown,
    ReportFormValues
  >({ resolver, defaultValues: defaultsFor(signedIn, userEmail) });

  // The session may arrive (or end) after the page rendered: follow it.
  useEffect(() => reset(defaultsFor(signedIn, userEmail)), [signedIn, userEmail, reset]);

  const onSubmit = async (values: ReportFormValues) => {
    try {
      await report.mutateAsync({
        listing_id: listing.id,
        reason: values.reason,
        message: values.message,
        reporter_email: signedIn ? null : values.reporter_email,
      });
      enqueueSnackbar(COPY.reportSuccess, { variant: 'success' });
      reset(defaultsFor(signedIn, userEmail));
      onClose();
    } catch (error) {
      enqueueSnackbar(callableErrorMessage(error), { variant: 'error' });
    }
  };

  const field = (name: 'reason' | 'message' | 'reporter_email') => {
    const { ref, ...rest } = register(name);
    const message = formState.errors[name]?.message;
    return { ...rest, inputRef: ref, error: Boolean(message), helperText: message };
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id={titleId}>Report {listing.title}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Is this swag gone or is something wrong with the listing? Let us know and we&apos;ll
            check it.
          </Typography>
          <TextField
            {...field('reason')}
            select
            label="Reason"
            required
            fullWidth
            margin="dense"
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {REPORT_REASON_VALUES.map((value) => (
              <option key={value} value={value}>
                {REPORT_REASON_LABELS[value]}
              </option>
            ))}
          </TextField>
          <TextField
            {...field('message')}
            label="Details (optional)"
            multiline
            minRows={3}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: LIMITS.reportMessage } }}
          />
          {!signedIn && (
            <TextField
              {...field('reporter_email')}
              label="Your Email"
              type="email"
              required
              fullWidth
              margin="dense"
              slotProps={{ htmlInput: { autoComplete: 'email', maxLength: LIMITS.email } }}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending || loading}>
            {pending ? 'Submitting...' : 'Submit Report'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
