import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { ADMIN_COPY, COPY } from '@swagdrop/model';
import FormTextField from '../../../components/FormTextField';
import { authErrorMessage } from '@swagdrop/firebase-web';
import {
  resetRequestResolver,
  useSendResetEmail,
  type ResetRequestInput,
} from '../api/send-reset-email';

/**
 * The login page's reset mode (docs/product-rules.md#accounts): email, 'Send Reset Link', 'Back to
 * Login'.
 */
export default function ResetRequestForm({ onBack }: { onBack: () => void }) {
  const { control, handleSubmit } = useForm<ResetRequestInput>({
    resolver: resetRequestResolver,
    defaultValues: { email: '' },
  });
  const { mutateAsync: sendReset, isPending: pending } = useSendResetEmail();
  const { enqueueSnackbar } = useSnackbar();

  const onSubmit = async (values: ResetRequestInput) => {
    try {
      await sendReset(values);
      enqueueSnackbar(COPY.resetEmailSent, { variant: 'success' });
      onBack();
    } catch (error) {
      enqueueSnackbar(authErrorMessage(error, COPY.failedToSendReset), { variant: 'error' });
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label="Request a password reset"
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">
          Enter your email and we will send you a link to choose a new password.
        </Typography>
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" disabled={pending}>
          {pending ? 'Sending...' : ADMIN_COPY.sendResetLink}
        </Button>
        <Button type="button" variant="text" onClick={onBack}>
          {ADMIN_COPY.backToLogin}
        </Button>
      </Stack>
    </Box>
  );
}
