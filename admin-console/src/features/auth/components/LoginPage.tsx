import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import FullPageSpinner from '../../../components/FullPageSpinner';
import { useAdminAuth } from '../../../lib/admin-auth';
import LoginCard, { type LoginMode } from './LoginCard';

/**
 * /admin/login (docs/product-rules.md#accounts). An admin who is already signed in goes straight to
 * /admin.
 */
export default function LoginPage() {
  const { user, isAdmin, loading } = useAdminAuth();
  const [mode, setMode] = useState<LoginMode>('login');

  if (loading) return <FullPageSpinner label="Checking your session" />;
  if (user && isAdmin) return <Navigate to="/admin" replace />;
  return <LoginCard mode={mode} onModeChange={setMode} />;
}
