import { useEffect, useState } from 'react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { BRAND_COPY, COPY, DEFAULT_PLAN_IDS, PLANS } from '@swagdrop/shared-ui/model';
import { useAuth } from '../../../lib/auth';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useMySubmissions } from '../api/my-submissions';
import { signOutUser } from '../api/sign-out';
import { useStartSubscriptionCheckout } from '../api/start-subscription-checkout';
import { useSubscriptionView } from '../api/use-subscription-view';
import ClimateNotice from './ClimateNotice';
import CurrentPlanCard from './CurrentPlanCard';
import DashboardHeader from './DashboardHeader';
import MyListingsSection from './MyListingsSection';
import MySubmissionsList from './MySubmissionsList';
import PlanCard from './PlanCard';
import PageContainer from '../../../components/PageContainer';

/** /dashboard (spec §2), behind RequireAuth: plan, plans to buy, climate notice, submissions. */
export default function DashboardPage() {
  const { user } = useAuth();
  const uid = user?.uid ?? '';
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const plan = useSubscriptionView(uid);
  const submissions = useMySubmissions(uid);
  const { start, pendingPriceId } = useStartSubscriptionCheckout();
  const [loggingOut, setLoggingOut] = useState(false);
  useDocumentMeta({ title: 'Dashboard', description: 'Your SwagDrop plan and submissions.' });

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

  return (
    <PageContainer>
      <DashboardHeader email={user?.email ?? null} onLogout={onLogout} loggingOut={loggingOut} />
      <Stack spacing={4}>
        <CurrentPlanCard view={plan.view} loading={plan.loading} />
        <section aria-labelledby="plans-heading">
          <Typography id="plans-heading" component="h2" variant="h5" gutterBottom>
            {BRAND_COPY.availablePlans}
          </Typography>
          <Grid container spacing={3}>
            {PLANS.map((p) => {
              const priceId = DEFAULT_PLAN_IDS[p.key].priceId;
              const current = plan.view?.price_id === priceId;
              return (
                <Grid key={p.key} size={{ xs: 12, md: 6 }}>
                  <PlanCard
                    plan={p}
                    current={current}
                    active={current && plan.view?.subscription_status === 'active'}
                    processing={pendingPriceId === priceId}
                    disabled={pendingPriceId !== null || plan.loading}
                    onSubscribe={() => void onSubscribe(priceId)}
                  />
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
