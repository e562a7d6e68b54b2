import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { BRAND_COPY, COPY, LIMITS, PAGE_META, PASSWORD_RESET_COPY } from '@swagdrop/model';
import FullPageSpinner from '../../../components/FullPageSpinner';
import { useAuth } from '../../../lib/auth';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { loginInputSchema, useSignIn, type LoginInput } from '../api/sign-in';
import { authErrorMessage } from '@swagdrop/firebase-web';
import AuthCard from './AuthCard';
import PasswordField from './PasswordField';
import ResetRequestForm from './ResetRequestForm';

const signupLink = (
  <>
    Don&apos;t have an account?{' '}
    <Link component={RouterLink} to="/signup">
      Sign up
    </Link>
  </>
);

/**
 * /login (docs/product-rules.md#accounts): 'Welcome back!' then /dashboard; an existing session
 * goes straight there. 'Forgot your password?' switches to the reset request (its link leads to
 * /reset-password).
 */
export default function LoginPage() {
  const { user, loading } = useAuth();
  const [mode, setMode] = useState<'login' | 'reset'>('login');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const signIn = useSignIn();
  const pending = signIn.isPending;
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });
  useDocumentMeta(PAGE_META.login);

  if (loading) return <FullPageSpinner label="Checking your session" />;
  if (user && !pending) return <Navigate to="/dashboard" replace />;
  if (mode === 'reset') {
    return (
      <AuthCard
        title={PASSWORD_RESET_COPY.resetTitle}
        lead={PASSWORD_RESET_COPY.requestLead}
        footer={signupLink}
      >
        <ResetRequestForm onBack={() => setMode('login')} />
      </AuthCard>
    );
  }

  const onSubmit = async (values: LoginInput) => {
    try {
      await signIn.mutateAsync(values);
      enqueueSnackbar(COPY.welcomeBack, { variant: 'success' });
      navigate('/dashboard', { replace: true });
    } catch (error) {
      enqueueSnackbar(authErrorMessage(error, COPY.loginFailed), { variant: 'error' });
    }
  };

  const { ref: emailRef, ...email } = register('email');
  const { ref: passwordRef, ...password } = register('password');
  const { errors } = formState;
  return (
    <AuthCard
      title={BRAND_COPY.loginTitle}
      lead="Log in to manage your plans and follow your submissions."
      footer={signupLink}
    >
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Log in">
        <Stack spacing={2}>
          <TextField
            {...email}
            inputRef={emailRef}
            label="Email"
            type="email"
            fullWidth
            autoFocus
            error={Boolean(errors.email)}
            helperText={errors.email?.message}
            slotProps={{
              htmlInput: { autoComplete: 'email', maxLength: LIMITS.email, 'aria-required': true },
            }}
          />
          <PasswordField
            {...password}
            inputRef={passwordRef}
            label="Password"
            fullWidth
            autoComplete="current-password"
            error={Boolean(errors.password)}
            helperText={errors.password?.message}
          />
          <Button type="submit" variant="contained" size="large" disabled={pending}>
            {pending ? BRAND_COPY.loggingIn : BRAND_COPY.logIn}
          </Button>
          <Link
            component="button"
            type="button"
            onClick={() => setMode('reset')}
            sx={{ alignSelf: 'center' }}
          >
            {PASSWORD_RESET_COPY.forgotPassword}
          </Link>
        </Stack>
      </Box>
    </AuthCard>
  );
}
