import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import {
  ADMIN_COPY,
  ADMIN_RESET_REDIRECT_MS,
  COPY,
  readResetCode,
  type NewPasswordInput,
} from '@swagdrop/model';
import AuthCard from '../../../components/AuthCard';
import FullPageSpinner from '../../../components/FullPageSpinner';
import { authErrorCode, authErrorMessage } from '@swagdrop/firebase-web';
import { useConfirmNewPassword, useResetCodeEmail } from '@swagdrop/firebase-web/reset-password';
import NewPasswordForm from './NewPasswordForm';

const LINK_ERRORS = new Set(['auth/invalid-action-code', 'auth/expired-action-code']);

function linkErrorText(error: unknown): string {
  return LINK_ERRORS.has(authErrorCode(error) ?? '')
    ? COPY.invalidOrExpiredResetLink
    : COPY.somethingWentWrong;
}

/**
 * /admin/reset-password (docs/product-rules.md#accounts): checks the link's oobCode first; a
 * missing or bad code goes back to /admin/login with the spec's toast. After the update it shows
 * 'Password Updated!' and returns to the login page after ADMIN_RESET_REDIRECT_MS.
 */
export default function ResetPasswordPage() {
  const { search, hash } = useLocation();
  const code = useMemo(() => readResetCode(search, hash), [search, hash]);
  const [done, setDone] = useState(false);
  const check = useResetCodeEmail(code);
  const email = check.data ?? null;
  const phase = done ? 'done' : check.isSuccess ? 'ready' : 'checking';
  const { mutateAsync: confirmPassword, isPending: pending } = useConfirmNewPassword();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();

  // A missing or bad code leaves for the login page with the toast that says why.
  const linkError = !code
    ? COPY.invalidResetLink
    : check.isError
      ? linkErrorText(check.error)
      : null;
  useEffect(() => {
    if (!linkError) return;
    enqueueSnackbar(linkError, { variant: 'error', preventDuplicate: true });
    navigate('/admin/login', { replace: true });
  }, [linkError, enqueueSnackbar, navigate]);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = window.setTimeout(
      () => navigate('/admin/login', { replace: true }),
      ADMIN_RESET_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [phase, navigate]);

  const onSubmit = async (values: NewPasswordInput) => {
    if (!code) return;
    try {
      await confirmPassword({ code, ...values });
      enqueueSnackbar(COPY.passwordUpdated, { variant: 'success' });
      setDone(true);
    } catch (error) {
      enqueueSnackbar(authErrorMessage(error, COPY.failedToUpdatePassword), { variant: 'error' });
    }
  };

  if (phase === 'checking') return <FullPageSpinner label="Checking your reset link" />;
  if (phase === 'done') {
    return (
      <AuthCard title={ADMIN_COPY.passwordUpdatedTitle}>
        <Alert severity="success" role="status">
          Your password has been changed. Taking you back to the login page...
        </Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset Password">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Choose a new password{email ? ` for ${email}` : ''}.
      </Typography>
      <NewPasswordForm email={email} pending={pending} onSubmit={onSubmit} />
    </AuthCard>
  );
}
