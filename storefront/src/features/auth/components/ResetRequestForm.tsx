import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { COPY, LIMITS, PASSWORD_RESET_COPY } from '@swagdrop/model';
import {
  resetRequestSchema,
  useSendResetEmail,
  type ResetRequestInput,
} from '../api/send-reset-email';
import { authErrorMessage } from '@swagdrop/firebase-web';

/**
 * /login's reset mode: the email, 'Send Reset Link' and 'Back to Login' (the admin login's
 * texts). Known and unknown emails get the same 'Password reset email sent!' answer.
 */
export default function ResetRequestForm({ onBack }: { onBack: () => void }) {
  const { register, handleSubmit, formState } = useForm<ResetRequestInput>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: '' },
  });
  const sendResetEmail = useSendResetEmail();
  const { enqueueSnackbar } = useSnackbar();

  const onSubmit = async (values: ResetRequestInput) => {
    try {
      await sendResetEmail.mutateAsync(values);
      enqueueSnackbar(COPY.resetEmailSent, { variant: 'success' });
      onBack();
    } catch (error) {
      enqueueSnackbar(authErrorMessage(error, COPY.failedToSendReset), { variant: 'error' });
    }
  };

  const { ref, ...email } = register('email');
  const message = formState.errors.email?.message;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label="Request a password reset"
    >
      <Stack spacing={2}>
        <TextField
          {...email}
          inputRef={ref}
          label="Email"
          type="email"
          fullWidth
          autoFocus
          error={Boolean(message)}
          helperText={message}
          slotProps={{
            htmlInput: { autoComplete: 'email', maxLength: LIMITS.email, 'aria-required': true },
          }}
        />
        <Button type="submit" variant="contained" size="large" disabled={sendResetEmail.isPending}>
          {sendResetEmail.isPending
            ? PASSWORD_RESET_COPY.sending
            : PASSWORD_RESET_COPY.sendResetLink}
        </Button>
        <Button type="button" variant="text" onClick={onBack}>
          {PASSWORD_RESET_COPY.backToLogin}
        </Button>
      </Stack>
    </Box>
  );
}
