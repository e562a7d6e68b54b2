import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import {
  BRAND_COPY,
  COPY,
  PAGE_META,
  PASSWORD_RESET_COPY,
  adminResetTarget,
  chooseNewPasswordFor,
  readResetCode,
  type NewPasswordInput,
} from '@swagdrop/model';
import { getRuntimeConfig } from '@swagdrop/firebase-web/runtime-config';
import FullPageSpinner from '../../../components/FullPageSpinner';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useConfirmNewPassword, useResetCodeEmail } from '@swagdrop/firebase-web/reset-password';
import { authErrorMessage } from '@swagdrop/firebase-web';
import AuthCard from './AuthCard';
import NewPasswordForm from './NewPasswordForm';

const LINK_ERRORS = new Set(['auth/invalid-action-code', 'auth/expired-action-code']);
const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

const backToLogin = (
  <Link component={RouterLink} to="/login">
    {PASSWORD_RESET_COPY.backToLogin}
  </Link>
);

/**
 * /reset-password, where a brand's reset email leads (the project's email action URL, README):
 * checks the link's oobCode first (a missing or bad code goes back to /login with the admin
 * page's toasts), then lets the brand choose a new password with the shared rules, confirms
 * and links to /login. A link asked for on /admin/login is handed to the console's own page.
 */
export default function ResetPasswordPage() {
  const { search, hash } = useLocation();
  const code = useMemo(() => readResetCode(search, hash), [search, hash]);
  const adminPage = useMemo(() => adminResetTarget(search, getRuntimeConfig().adminUrl), [search]);
  const check = useResetCodeEmail(adminPage ? null : code);
  const confirm = useConfirmNewPassword();
  const [done, setDone] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  useDocumentMeta(PAGE_META.resetPassword);

  // No usable code: back to /login with the reason (a known link error, else a generic one).
  let failure: string | null = null;
  if (!adminPage && !code) failure = COPY.invalidResetLink;
  else if (check.isError) {
    const known = LINK_ERRORS.has(String(codeOf(check.error)));
    failure = known ? COPY.invalidOrExpiredResetLink : COPY.somethingWentWrong;
  }
  useEffect(() => {
    if (adminPage) window.location.replace(adminPage);
  }, [adminPage]);
  useEffect(() => {
    if (!failure) return;
    enqueueSnackbar(failure, { variant: 'error', preventDuplicate: true });
    navigate('/login', { replace: true });
  }, [failure, enqueueSnackbar, navigate]);

  const onSubmit = async (values: NewPasswordInput) => {
    if (!code) return;
    try {
      await confirm.mutateAsync({ code, ...values });
      enqueueSnackbar(COPY.passwordUpdated, { variant: 'success' });
      setDone(true);
    } catch (error) {
      enqueueSnackbar(authErrorMessage(error, COPY.failedToUpdatePassword), { variant: 'error' });
    }
  };

  if (done) {
    return (
      <AuthCard
        title={PASSWORD_RESET_COPY.passwordUpdatedTitle}
        lead="You can now log in with your new password."
        footer={null}
      >
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          Your password has been changed.
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
          {BRAND_COPY.logIn}
        </Button>
      </AuthCard>
    );
  }
  if (!check.isSuccess) return <FullPageSpinner label="Checking your reset link" />;
  return (
    <AuthCard
      title={PASSWORD_RESET_COPY.resetTitle}
      lead={chooseNewPasswordFor(check.data)}
      footer={backToLogin}
    >
      <NewPasswordForm email={check.data} pending={confirm.isPending} onSubmit={onSubmit} />
    </AuthCard>
  );
}
