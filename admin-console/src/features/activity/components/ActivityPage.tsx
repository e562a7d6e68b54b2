import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import PageHeading from '../../../components/PageHeading';
import { useAuditPages } from '../api/get-audit-page';
import AuditTable from './AuditTable';

/** /admin/activity: the audit log, newest first, 25 entries per page. Read-only by design. */
export default function ActivityPage() {
  const audit = useAuditPages();

  return (
    <>
      <PageHeading
        title="Activity"
        subtitle="Every moderator action, newest first."
        actions={
          <Button startIcon={<RefreshRounded />} onClick={audit.refresh} disabled={audit.loading}>
            Refresh
          </Button>
        }
      />
      <AuditTable entries={audit.entries} failed={audit.failed} />
      <Box
        component="nav"
        aria-label="Activity pages"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, mt: 2 }}
      >
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          Page {audit.pageNumber}
        </Typography>
        <Button
          variant="outlined"
          onClick={audit.previousPage}
          disabled={!audit.hasPrevious || audit.loading}
        >
          Previous
        </Button>
        <Button
          variant="outlined"
          onClick={audit.nextPage}
          disabled={!audit.hasNext || audit.loading}
        >
          Next
        </Button>
      </Box>
    </>
  );
}
