import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StatusChip } from 'shared_ui/components';
import {
  BRAND_COPY,
  cancelsOn,
  formatEpochSeconds,
  planForPrice,
  renewsOn,
  scheduledPlanEnd,
  type PlanCatalogue,
  type SubscriptionView,
} from '@swagdrop/model';

/** A period end only means something while the plan runs. */
const RUNNING = new Set(['active', 'trialing', 'past_due']);

interface CurrentPlanCardProps {
  view: SubscriptionView | null;
  loading: boolean;
  /** The plans' price ids (planCatalogue); null while loading or after a failure. */
  catalogue: PlanCatalogue | null;
  catalogueLoading: boolean;
  openingBilling: boolean;
  onManageBilling: () => void;
}

/**
 * Current Plan (docs/product-rules.md#plans): plan name, status, 'Renews on' or 'Cancels on' (at
 * period end or at a set date), and 'Manage billing' (Stripe customer portal) whenever the brand
 * has a plan.
 */
export default function CurrentPlanCard({
  view,
  loading,
  catalogue,
  catalogueLoading,
  openingBilling,
  onManageBilling,
}: CurrentPlanCardProps) {
  const plan = view && catalogue ? planForPrice(view.price_id, catalogue) : undefined;
  const endsAt = view ? scheduledPlanEnd(view) : null;
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
              {catalogueLoading ? (
                <Skeleton
                  variant="text"
                  width="12rem"
                  role="progressbar"
                  aria-label={BRAND_COPY.loadingPlans}
                />
              ) : (
                <Typography variant="h5" component="p">
                  {plan?.name ?? BRAND_COPY.unknownPlan}
                </Typography>
              )}
              <StatusChip status={view.subscription_status} />
            </Stack>
            {RUNNING.has(view.subscription_status) && (
              <Typography color="text.secondary">
                {endsAt !== null
                  ? cancelsOn(formatEpochSeconds(endsAt))
                  : renewsOn(formatEpochSeconds(view.current_period_end))}
              </Typography>
            )}
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                onClick={onManageBilling}
                disabled={openingBilling}
                aria-describedby="manage-billing-hint"
              >
                {openingBilling ? BRAND_COPY.openingBilling : BRAND_COPY.manageBilling}
              </Button>
              <Typography id="manage-billing-hint" variant="body2" color="text.secondary">
                {BRAND_COPY.manageBillingHint}
              </Typography>
            </Stack>
          </Stack>
        ) : (
          <Typography color="text.secondary">{BRAND_COPY.noPlan}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
