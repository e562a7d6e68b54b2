import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CLAIMS_CHART_DAYS, formatDate, type ClaimsPerDayResult } from '@swagdrop/model';
import BarChart from '../../../components/BarChart';

const SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Claims per day over the last 30 days (UTC), from the `claimsPerDay` function. */
export default function ClaimsChartCard({
  result,
  failed,
}: {
  result: ClaimsPerDayResult | null;
  failed: boolean;
}) {
  const title = `Claims per day, last ${CLAIMS_CHART_DAYS} days`;
  return (
    <Card component="section" aria-labelledby="claims-chart-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="claims-chart-title" component="h2" variant="h3" sx={{ mb: 2 }}>
          Claims per Day
        </Typography>
        {result ? (
          <BarChart
            title={title}
            valueLabel="claims"
            data={result.days.map(({ date, count }) => {
              const day = new Date(`${date}T00:00:00Z`);
              return { label: SHORT.format(day), fullLabel: formatDate(day), value: count };
            })}
          />
        ) : failed ? (
          <Alert severity="error">Could not load the claims chart.</Alert>
        ) : (
          <Skeleton variant="rounded" height={220} role="progressbar" aria-label="Loading chart" />
        )}
      </CardContent>
    </Card>
  );
}
