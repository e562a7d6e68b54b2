import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { BootShellHandoff } from '@swagdrop/shared-ui/app';
import FullPageSpinner from '../components/FullPageSpinner';
import RequireAuth from '../components/RequireAuth';
import { useBootPayload } from '../lib/boot-payload-context';
import StorefrontLayout from './layout/StorefrontLayout';

// Every route is its own chunk (docs/product-rules.md#routes).
const HomePage = lazy(() => import('../features/home/components/HomePage'));
const DirectoryPage = lazy(() => import('../features/directory/components/DirectoryPage'));
const ListingDetailPage = lazy(
  () => import('../features/listing-detail/components/ListingDetailPage'),
);
const SubmitPage = lazy(() => import('../features/submit/components/SubmitPage'));
const AboutPage = lazy(() => import('../features/static-pages/components/AboutPage'));
const BrandBenefitsPage = lazy(
  () => import('../features/static-pages/components/BrandBenefitsPage'),
);
const PrivacyPage = lazy(() => import('../features/static-pages/components/PrivacyPage'));
const TermsPage = lazy(() => import('../features/static-pages/components/TermsPage'));
const LoginPage = lazy(() => import('../features/auth/components/LoginPage'));
const SignupPage = lazy(() => import('../features/auth/components/SignupPage'));
const EmailActionPage = lazy(() => import('../features/auth/components/EmailActionPage'));
const DashboardPage = lazy(() => import('../features/dashboard/components/DashboardPage'));
const SuccessPage = lazy(() => import('../features/dashboard/components/SuccessPage'));
const NewsletterConfirmPage = lazy(
  () => import('../features/newsletter/components/NewsletterConfirmPage'),
);
const NotFoundPage = lazy(() => import('../components/NotFoundPage'));

export default function AppRoutes() {
  return (
    <Routes>
      <Route element={<StorefrontLayout />}>
        <Route path="/" element={page(<HomePage />)} />
        <Route path="/swag" element={page(<DirectoryPage />)} />
        <Route path="/swag/:slug" element={page(<ListingDetailPage />)} />
        <Route path="/submit" element={page(<SubmitPage />)} />
        <Route path="/about" element={page(<AboutPage />)} />
        <Route path="/brand-benefits" element={page(<BrandBenefitsPage />)} />
        <Route path="/privacy" element={page(<PrivacyPage />)} />
        <Route path="/terms" element={page(<TermsPage />)} />
        <Route path="/login" element={page(<LoginPage />)} />
        <Route path="/signup" element={page(<SignupPage />)} />
        <Route path="/reset-password" element={page(<EmailActionPage />)} />
        <Route path="/dashboard" element={<RequireAuth>{page(<DashboardPage />)}</RequireAuth>} />
        <Route path="/success" element={<RequireAuth>{page(<SuccessPage />)}</RequireAuth>} />
        <Route path="/newsletter/confirm" element={page(<NewsletterConfirmPage />)} />
        <Route path="*" element={page(<NotFoundPage />)} />
      </Route>
    </Routes>
  );
}

function page(element: React.ReactElement) {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Handoff />
      {element}
    </Suspense>
  );
}

/** A first paint showing listings is held until the directory's own results render. */
function Handoff() {
  return <BootShellHandoff hold={useBootPayload().holdShell} />;
}
