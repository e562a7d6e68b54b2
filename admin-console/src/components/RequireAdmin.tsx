import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { COPY } from '@swagdrop/model';
import { signOutAdmin, useAdminAuth } from '../lib/admin-auth';
import FullPageSpinner from './FullPageSpinner';

/** Every /admin route but login and reset: signed in AND the admin claim, else back to login. */
export default function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isAdmin, loading } = useAdminAuth();
  const { enqueueSnackbar } = useSnackbar();
  const refused = Boolean(user) && !isAdmin && !loading;

  useEffect(() => {
    if (!refused) return;
    enqueueSnackbar(COPY.notAnAdmin, { variant: 'error', preventDuplicate: true });
    void signOutAdmin();
  }, [refused, enqueueSnackbar]);

  if (loading) return <FullPageSpinner label="Checking your session" />;
  if (!user || !isAdmin) return <Navigate to="/admin/login" replace />;
  return <>{children}</>;
}
