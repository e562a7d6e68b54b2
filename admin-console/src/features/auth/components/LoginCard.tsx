import Typography from '@mui/material/Typography';
import { ADMIN_COPY } from '@swagdrop/model';
import { BootShellHandoff } from '@swagdrop/shared-ui/app';
import AuthCard from '../../../components/AuthCard';
import LoginForm from './LoginForm';
import ResetRequestForm from './ResetRequestForm';

export type LoginMode = 'login' | 'reset';

/** The sign-in card (also the /admin/login boot shell); 'reset' asks for a reset email. */
export default function LoginCard({
  mode,
  onModeChange,
}: {
  mode: LoginMode;
  onModeChange: (mode: LoginMode) => void;
}) {
  return (
    <AuthCard title={mode === 'login' ? ADMIN_COPY.loginTitle : 'Reset Password'}>
      <BootShellHandoff />
      {mode === 'login' ? (
        <LoginForm onForgotPassword={() => onModeChange('reset')} />
      ) : (
        <ResetRequestForm onBack={() => onModeChange('login')} />
      )}
      <Typography color="text.secondary" variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {ADMIN_COPY.needAccess}
      </Typography>
    </AuthCard>
  );
}
