import { useEffect } from 'react';
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
} from '@swagdrop/model';
import { useAuth } from '../../../lib/auth';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useMySubmissions } from '../api/my-submissions';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { useSignOut } from '../api/sign-out';
import { useStartSubscriptionCheckout } from '../api/start-subscription-checkout';
import { usePlanCatalogue } from '../api/use-plan-catalogue';
import { useSubscriptionView } from '../api/use-subscription-view';
import { useSendVerificationEmail } from '../../auth/api/send-verification-email';
import { authErrorMessage } from '@swagdrop/firebase-web';
import ClimateNotice from './ClimateNotice';
import CurrentPlanCard from './CurrentPlanCard';
import DashboardHeader from './DashboardHeader';
import EmailVerificationNotice from './EmailVerificationNotice';
import MyListingsSection from './MyListingsSection';
import MySubmissionsList from './MySubmissionsList';
import PaymentHistorySection from './PaymentHistorySection';
import PlanCard from './PlanCard';
import SearchDemandSection from './SearchDemandSection';
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
  const signOut = useSignOut();
  const verification = useSendVerificationEmail();
  useDocumentMeta(PAGE_META.dashboard);

  useEffect(() => {
    if (plan.isError) enqueueSnackbar(COPY.failedToLoadUser, { variant: 'error' });
  }, [plan.isError, enqueueSnackbar]);

  const onLogout = async () => {
    // Leave first, so the guard of this page does not send the user to /login meanwhile.
    navigate('/');
    try {
      await signOut.mutateAsync();
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
      await verification.mutateAsync();
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
      <DashboardHeader
        email={user?.email ?? null}
        onLogout={onLogout}
        loggingOut={signOut.isPending}
      />
      <Stack spacing={4}>
        {user && !user.emailVerified && (
          <EmailVerificationNotice
            sending={verification.isPending}
            onResend={() => void onResendVerification()}
          />
        )}
        <CurrentPlanCard
          view={plan.data ?? null}
          loading={plan.isPending}
          catalogue={plans.data ?? null}
          catalogueLoading={plans.isPending}
          openingBilling={billing.opening}
          onManageBilling={() => void onManageBilling()}
        />
        <section aria-labelledby="plans-heading">
          <Typography id="plans-heading" component="h2" variant="h5" gutterBottom>
            {BRAND_COPY.availablePlans}
          </Typography>
          {plans.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {BRAND_COPY.plansLoadFailed}
            </Alert>
          )}
          <Grid container spacing={3} aria-busy={plans.isPending}>
            {PLANS.map((p) => {
              const priceId = plans.data ? priceIdOf(p.key, plans.data) : undefined;
              const current = priceId !== undefined && plan.data?.price_id === priceId;
              return (
                <Grid key={p.key} size={{ xs: 12, md: 6 }}>
                  {plans.isPending ? (
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
                      active={current && plan.data?.subscription_status === 'active'}
                      processing={pendingPriceId !== null && pendingPriceId === priceId}
                      disabled={!priceId || pendingPriceId !== null || plan.isPending}
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
        <SearchDemandSection uid={uid} />
        <PaymentHistorySection uid={uid} />
        <section aria-labelledby="my-submissions-heading">
          <Typography id="my-submissions-heading" component="h2" variant="h5" gutterBottom>
            {BRAND_COPY.mySubmissions}
          </Typography>
          <MySubmissionsList
            rows={submissions.data ?? []}
            loading={submissions.isPending}
            error={submissions.isError}
          />
        </section>
      </Stack>
    </PageContainer>
  );
}
