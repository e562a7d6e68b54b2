import Grid from '@mui/material/Grid';
import InventoryRounded from '@mui/icons-material/Inventory2Rounded';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import SavingsRounded from '@mui/icons-material/SavingsRounded';
import { formatUsd } from '@swagdrop/model';
import PageHeading from '../../../components/PageHeading';
import { useClaimsPerDay } from '../api/get-claims-per-day';
import { useDashboardCounts } from '../api/get-counts';
import { useRecentClaims } from '../api/get-recent-claims';
import { useRevenue } from '../api/get-revenue';
import { useSearchDemandSummary } from '../api/get-search-demand';
import { useDashboardWatch } from '../api/watch-dashboard';
import ClaimsChartCard from './ClaimsChartCard';
import RecentClaimsTable from './RecentClaimsTable';
import SearchDemandCard from './SearchDemandCard';
import StatCard from './StatCard';

/**
 * /admin (docs/product-rules.md#moderation): three counts and the 10 newest claims, plus claims per
 * day, revenue and the searches that found nothing.
 */
export default function DashboardPage() {
  useDashboardWatch();
  const counts = useDashboardCounts();
  const revenue = useRevenue();
  const chart = useClaimsPerDay(counts.data?.totalClaims);
  const recent = useRecentClaims();
  const demand = useSearchDemandSummary();

  const c = counts.data;
  const r = revenue.data;
  return (
    <>
      <PageHeading title="Dashboard" subtitle="Listings, submissions and claims at a glance." />
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label="Total Listings"
            value={c?.totalListings ?? null}
            icon={<InventoryRounded />}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label="Pending Submissions"
            value={c?.pendingSubmissions ?? null}
            icon={<FactCheckRounded />}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label="Total Claims"
            value={c?.totalClaims ?? null}
            icon={<ReceiptLongRounded />}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label="Revenue"
            value={r ? formatUsd(r.totalCents) : revenue.error ? '—' : null}
            icon={<SavingsRounded />}
            detail={
              r ? (
                <span data-testid="climate-share">
                  {formatUsd(r.climateShareCents)} (1%) to climate nonprofits · {r.payments}{' '}
                  {r.payments === 1 ? 'payment' : 'payments'}
                </span>
              ) : undefined
            }
          />
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 5 }}>
          <ClaimsChartCard result={chart.data ?? null} failed={chart.isError && !chart.data} />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <RecentClaimsTable claims={recent.data ?? (recent.isError ? [] : null)} />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <SearchDemandCard
            rows={demand.isPending ? null : (demand.data?.rows ?? [])}
            failed={demand.isError}
          />
        </Grid>
      </Grid>
    </>
  );
}
