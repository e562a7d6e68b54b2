import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { BRAND_COPY, COPY, LIMITS, MIN_PASSWORD_LENGTH, PAGE_META } from '@swagdrop/model';
import FullPageSpinner from '../../../components/FullPageSpinner';
import { useAuth } from '../../../lib/auth';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { signupInputSchema, useSignUp, type SignupInput } from '../api/sign-up';
import { authErrorMessage } from '@swagdrop/firebase-web';
import AuthCard from './AuthCard';
import PasswordField from './PasswordField';

/**
 * /signup (docs/product-rules.md#accounts): email, password, confirmation; success greets and opens
 * /dashboard.
 */
export default function SignupPage() {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const signUp = useSignUp();
  const pending = signUp.isPending;
  const { register, handleSubmit, formState } = useForm<SignupInput>({
    resolver: zodResolver(signupInputSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  useDocumentMeta(PAGE_META.signup);

  if (loading) return <FullPageSpinner label="Checking your session" />;
  if (user && !pending) return <Navigate to="/dashboard" replace />;

  const onSubmit = async (values: SignupInput) => {
    try {
      const created = await signUp.mutateAsync(values);
      if (created) {
        enqueueSnackbar(BRAND_COPY.accountCreated, { variant: 'success' });
        navigate('/dashboard', { replace: true });
      }
    } catch (error) {
      enqueueSnackbar(authErrorMessage(error, COPY.signupFailed), { variant: 'error' });
    }
  };

  const field = (name: keyof SignupInput) => {
    const { ref, ...rest } = register(name);
    const message = formState.errors[name]?.message;
    return {
      ...rest,
      inputRef: ref,
      fullWidth: true,
      error: Boolean(message),
      helperText: message,
    };
  };
  return (
    <AuthCard
      title={BRAND_COPY.signupTitle}
      lead="Sign up to buy 90-day plans and follow your submissions."
      footer={
        <>
          Already have an account?{' '}
          <Link component={RouterLink} to="/login">
            Log in
          </Link>
        </>
      }
    >
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Sign up">
        <Stack spacing={2}>
          <TextField
            {...field('email')}
            label="Email"
            type="email"
            autoFocus
            slotProps={{
              htmlInput: { autoComplete: 'email', maxLength: LIMITS.email, 'aria-required': true },
            }}
          />
          <PasswordField
            {...field('password')}
            label="Password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
          />
          <PasswordField
            {...field('confirmPassword')}
            label="Confirm Password"
            toggleLabel="confirm password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
          />
          <Button type="submit" variant="contained" size="large" disabled={pending}>
            {pending ? BRAND_COPY.signingUp : BRAND_COPY.signUp}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
