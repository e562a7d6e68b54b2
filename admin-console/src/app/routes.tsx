import { lazy, Suspense, type ReactElement } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useScrollToTopOn } from '@swagdrop/shared-ui/app';
import FullPageSpinner from '../components/FullPageSpinner';
import RequireAdmin from '../components/RequireAdmin';
import AdminLayout from './layout/AdminLayout';

const LoginPage = lazy(() => import('../features/auth/components/LoginPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/ResetPasswordPage'));
const DashboardPage = lazy(() => import('../features/dashboard/components/DashboardPage'));
const ListingsPage = lazy(() => import('../features/listings/components/ListingsPage'));
const SubmissionsPage = lazy(() => import('../features/submissions/components/SubmissionsPage'));
const ReportsPage = lazy(() => import('../features/reports/components/ReportsPage'));
const ClaimsPage = lazy(() => import('../features/claims/components/ClaimsPage'));
const ActivityPage = lazy(() => import('../features/activity/components/ActivityPage'));
const EmailLogPage = lazy(() => import('../features/emails/components/EmailLogPage'));

export default function AdminRoutes() {
  useScrollToTopOn(useLocation().pathname);
  return (
    <Routes>
      <Route path="/admin/login" element={page(<LoginPage />)} />
      <Route path="/admin/reset-password" element={page(<ResetPasswordPage />)} />
      <Route
        path="/admin"
        element={
          <RequireAdmin>
            <AdminLayout />
          </RequireAdmin>
        }
      >
        <Route index element={page(<DashboardPage />)} />
        <Route path="listings" element={page(<ListingsPage />)} />
        <Route path="submissions" element={page(<SubmissionsPage />)} />
        <Route path="reports" element={page(<ReportsPage />)} />
        <Route path="claims" element={page(<ClaimsPage />)} />
        <Route path="activity" element={page(<ActivityPage />)} />
        <Route path="emails" element={page(<EmailLogPage />)} />
      </Route>
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}

function page(element: ReactElement) {
  return <Suspense fallback={<FullPageSpinner />}>{element}</Suspense>;
}
