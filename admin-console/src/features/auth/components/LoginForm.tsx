import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { ADMIN_COPY, COPY } from '@swagdrop/model';
import FormTextField from '../../../components/FormTextField';
import { authErrorMessage } from '@swagdrop/firebase-web';
import { adminLoginResolver, useSignInAdmin, type AdminLoginInput } from '../api/sign-in';

/**
 * Email + password (docs/product-rules.md#accounts); 'Forgot your password?' switches to the reset
 * form.
 */
export default function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { control, handleSubmit } = useForm<AdminLoginInput>({
    resolver: adminLoginResolver,
    defaultValues: { email: '', password: '' },
  });
  const { mutateAsync: signIn, isPending: pending } = useSignInAdmin();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();

  const onSubmit = async (values: AdminLoginInput) => {
    try {
      const { isAdmin } = await signIn(values);
      if (!isAdmin) {
        enqueueSnackbar(COPY.notAnAdmin, { variant: 'error' });
        return;
      }
      enqueueSnackbar(COPY.welcomeBack, { variant: 'success' });
      navigate('/admin', { replace: true });
    } catch (error) {
      enqueueSnackbar(authErrorMessage(error, COPY.loginFailed), { variant: 'error' });
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Admin login">
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          autoFocus
        />
        <FormTextField
          control={control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" variant="contained" size="large" disabled={pending}>
          {pending ? 'Signing in...' : 'Sign In'}
        </Button>
        <Link
          component="button"
          type="button"
          onClick={onForgotPassword}
          sx={{ alignSelf: 'center' }}
        >
          {ADMIN_COPY.forgotPassword}
        </Link>
      </Stack>
    </Box>
  );
}
