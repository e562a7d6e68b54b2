import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import {
  BRAND_COPY,
  COPY,
  EMAIL_VERIFICATION_COPY,
  PAGE_META,
  PLANS,
  priceIdOf,
} from '@swagdrop/shared-ui/model';
import { useAuth } from '../../../lib/auth';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useMySubmissions } from '../api/my-submissions';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { signOutUser } from '../api/sign-out';
import { useStartSubscriptionCheckout } from '../api/start-subscription-checkout';
import { usePlanCatalogue } from '../api/use-plan-catalogue';
import { useSubscriptionView } from '../api/use-subscription-view';
import { useSendVerificationEmail } from '../../auth/api/send-verification-email';
import { authErrorMessage } from '../../auth/utils/auth-error-message';
import ClimateNotice from './ClimateNotice';
import CurrentPlanCard from './CurrentPlanCard';
import DashboardHeader from './DashboardHeader';
import EmailVerificationNotice from './EmailVerificationNotice';
import MyListingsSection from './MyListingsSection';
import MySubmissionsList from './MySubmissionsList';
import PlanCard from './PlanCard';
import PageContainer from '../../../components/PageContainer';

/**
 * /dashboard (docs/product-rules.md#accounts), behind RequireAuth: plan, plans to buy, climate
 * notice, submissions.
 */
export default function DashboardPage() {
  const { user } = useAuth();
  const uid = user?.uid ?? '';
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const plan = useSubscriptionView(uid);
  const submissions = useMySubmissions(uid);
  const plans = usePlanCatalogue();
  const { start, pendingPriceId } = useStartSubscriptionCheckout();
  const billing = useOpenBillingPortal();
  const [loggingOut, setLoggingOut] = useState(false);
  const verification = useSendVerificationEmail();
  useDocumentMeta(PAGE_META.dashboard);

  useEffect(() => {
    if (plan.error) enqueueSnackbar(COPY.failedToLoadUser, { variant: 'error' });
  }, [plan.error, enqueueSnackbar]);

  const onLogout = async () => {
    setLoggingOut(true);
    // Leave first, so the guard of this page does not send the user to /login meanwhile.
    navigate('/');
    try {
      await signOutUser();
      enqueueSnackbar(COPY.loggedOut, { variant: 'success' });
    } catch (error) {
      console.error(error);
      enqueueSnackbar(COPY.errorLoggingOut, { variant: 'error' });
    }
  };

  const onSubscribe = async (priceId: string) => {
    try {
      await start(priceId);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : '';
      enqueueSnackbar(message || COPY.failedToStartCheckout, { variant: 'error' });
    }
  };

  const onResendVerification = async () => {
    try {
      await verification.mutate();
      enqueueSnackbar(EMAIL_VERIFICATION_COPY.sent, { variant: 'success' });
    } catch (error) {
      const message = authErrorMessage(error, EMAIL_VERIFICATION_COPY.sendFailed);
      enqueueSnackbar(message, { variant: 'error' });
    }
  };

  const onManageBilling = async () => {
    try {
      await billing.open();
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : '';
      enqueueSnackbar(message || BRAND_COPY.billingPortalFailed, { variant: 'error' });
    }
  };

  return (
    <PageContainer>
      <DashboardHeader email={user?.email ?? null} onLogout={onLogout} loggingOut={loggingOut} />
      <Stack spacing={4}>
        {user && !user.emailVerified && (
          <EmailVerificationNotice
            sending={verification.pending}
            onResend={() => void onResendVerification()}
          />
        )}
        <CurrentPlanCard
          view={plan.view}
          loading={plan.loading}
          catalogue={plans.catalogue}
          catalogueLoading={plans.loading}
          openingBilling={billing.opening}
          onManageBilling={() => void onManageBilling()}
        />
        <section aria-labelledby="plans-heading">
          <Typography id="plans-heading" component="h2" variant="h5" gutterBottom>
            {BRAND_COPY.availablePlans}
          </Typography>
          {plans.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {BRAND_COPY.plansLoadFailed}
            </Alert>
          )}
          <Grid container spacing={3} aria-busy={plans.loading}>
            {PLANS.map((p) => {
              const priceId = plans.catalogue ? priceIdOf(p.key, plans.catalogue) : undefined;
              const current = priceId !== undefined && plan.view?.price_id === priceId;
              return (
                <Grid key={p.key} size={{ xs: 12, md: 6 }}>
                  {plans.loading ? (
                    <Skeleton
                      variant="rounded"
                      height={320}
                      role="progressbar"
                      aria-label={BRAND_COPY.loadingPlans}
                    />
                  ) : (
                    <PlanCard
                      plan={p}
                      current={current}
                      active={current && plan.view?.subscription_status === 'active'}
                      processing={pendingPriceId !== null && pendingPriceId === priceId}
                      disabled={!priceId || pendingPriceId !== null || plan.loading}
                      onSubscribe={() => {
                        if (priceId) void onSubscribe(priceId);
                      }}
                    />
                  )}
                </Grid>
              );
            })}
          </Grid>
        </section>
        <ClimateNotice />
        <MyListingsSection uid={uid} />
        <section aria-labelledby="my-submissions-heading">
          <Typography id="my-submissions-heading" component="h2" variant="h5" gutterBottom>
            {BRAND_COPY.mySubmissions}
          </Typography>
          <MySubmissionsList {...submissions} />
        </section>
      </Stack>
    </PageContainer>
  );
}
