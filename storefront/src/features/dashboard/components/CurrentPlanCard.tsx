import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StatusChip } from 'shared_ui/components';
import {
  BRAND_COPY,
  DEFAULT_PLAN_IDS,
  cancelsOn,
  formatEpochSeconds,
  planForPrice,
  renewsOn,
  type SubscriptionView,
} from '@swagdrop/shared-ui/model';

/** A period end only means something while the plan runs. */
const RUNNING = new Set(['active', 'trialing', 'past_due']);

/** Current Plan (spec §2): plan name, status, 'Renews on' or 'Cancels on' the period end. */
export default function CurrentPlanCard({
  view,
  loading,
}: {
  view: SubscriptionView | null;
  loading: boolean;
}) {
  const plan = view ? planForPrice(view.price_id, DEFAULT_PLAN_IDS) : undefined;
  return (
    <Card variant="outlined" component="section" aria-labelledby="current-plan-heading">
      <CardContent>
        <Typography id="current-plan-heading" component="h2" variant="h6" gutterBottom>
          {BRAND_COPY.currentPlan}
        </Typography>
        {loading ? (
          <Skeleton variant="text" width="60%" role="progressbar" aria-label="Loading your plan" />
        ) : view ? (
          <Stack spacing={1} data-testid="current-plan">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h5" component="p">
                {plan?.name ?? BRAND_COPY.unknownPlan}
              </Typography>
              <StatusChip status={view.subscription_status} />
            </Stack>
            {RUNNING.has(view.subscription_status) && (
              <Typography color="text.secondary">
                {view.cancel_at_period_end
                  ? cancelsOn(formatEpochSeconds(view.current_period_end))
                  : renewsOn(formatEpochSeconds(view.current_period_end))}
              </Typography>
            )}
          </Stack>
        ) : (
          <Typography color="text.secondary">{BRAND_COPY.noPlan}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
