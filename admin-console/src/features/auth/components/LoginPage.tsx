import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router-dom';
import { ADMIN_COPY } from '@swagdrop/shared-ui/model';
import AuthCard from '../../../components/AuthCard';
import FullPageSpinner from '../../../components/FullPageSpinner';
import { useAdminAuth } from '../../../lib/admin-auth';
import LoginForm from './LoginForm';
import ResetRequestForm from './ResetRequestForm';

/** /admin/login (spec §2). An admin who is already signed in goes straight to /admin. */
export default function LoginPage() {
  const { user, isAdmin, loading } = useAdminAuth();
  const [mode, setMode] = useState<'login' | 'reset'>('login');

  if (loading) return <FullPageSpinner label="Checking your session" />;
  if (user && isAdmin) return <Navigate to="/admin" replace />;

  return (
    <AuthCard title={mode === 'login' ? ADMIN_COPY.loginTitle : 'Reset Password'}>
      {mode === 'login' ? (
        <LoginForm onForgotPassword={() => setMode('reset')} />
      ) : (
        <ResetRequestForm onBack={() => setMode('login')} />
      )}
      <Typography color="text.secondary" variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {ADMIN_COPY.needAccess}
      </Typography>
    </AuthCard>
  );
}
