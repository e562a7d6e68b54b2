import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { COPY, reportMarkedAs, showingTotal, type ReportStatus } from '@swagdrop/model';
import PageHeading from '../../../components/PageHeading';
import { callableErrorMessage } from '@swagdrop/firebase-web';
import { firstLoad } from '../../../lib/first-load';
import { useReports, type ReportItem } from '../api/get-reports';
import { useSetReportStatus } from '../api/set-report-status';
import { storefrontOrigin } from '../api/storefront-url';
import { DEFAULT_REPORT_FILTER, filterReports, type ReportFilter } from '../lib/filter-reports';
import ReportCard from './ReportCard';
import ReportFilters from './ReportFilters';
import ReportsSkeleton from './ReportsSkeleton';

/**
 * /admin/reports (docs/product-rules.md#reports): visitors' reports about gone or wrong listings.
 */
export default function ReportsPage() {
  const { enqueueSnackbar } = useSnackbar();
  const [status, setStatus] = useState<ReportFilter>(DEFAULT_REPORT_FILTER);
  const [search, setSearch] = useState('');
  const [busyId, setBusyId] = useState<string | null>(null);
  const storefrontUrl = storefrontOrigin();
  const setReportStatus = useSetReportStatus();

  const query = useReports();
  const reports = useMemo(() => query.data ?? [], [query.data]);
  const { loading, error } = firstLoad(query);
  const reload = () => void query.refetch();
  const visible = useMemo(() => filterReports(reports, status, search), [reports, status, search]);

  const handleSetStatus = async (report: ReportItem, next: ReportStatus) => {
    setBusyId(report.id);
    try {
      await setReportStatus.mutateAsync({ reportId: report.id, status: next });
      enqueueSnackbar(reportMarkedAs(next), { variant: 'success' });
    } catch (err) {
      enqueueSnackbar(callableErrorMessage(err, COPY.failedToUpdateReport), { variant: 'error' });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      <PageHeading
        title="Listing Reports"
        subtitle="Reports from visitors about gone or wrong listings."
      />
      <ReportFilters
        status={status}
        search={search}
        onStatusChange={setStatus}
        onSearchChange={setSearch}
      />
      {loading ? (
        <ReportsSkeleton />
      ) : error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              Retry
            </Button>
          }
        >
          {COPY.failedToFetchReports}
        </Alert>
      ) : (
        <>
          {visible.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
              {search.trim() ? COPY.noReportsMatching : COPY.noReports}
            </Typography>
          ) : (
            <Stack spacing={2}>
              {visible.map((report) => (
                <ReportCard
                  key={report.id}
                  report={report}
                  storefrontUrl={storefrontUrl}
                  busy={busyId === report.id}
                  onSetStatus={(r, next) => void handleSetStatus(r, next)}
                />
              ))}
            </Stack>
          )}
          <Typography role="status" color="text.secondary" sx={{ mt: 3 }}>
            {showingTotal(visible.length, reports.length, 'reports')}
          </Typography>
        </>
      )}
    </>
  );
}
