import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { StatusChip, scrollableRegion } from 'shared_ui/components';
import { BRAND_COPY, formatDate, type MySubmissionRow } from '@swagdrop/model';

interface MySubmissionsListProps {
  rows: MySubmissionRow[];
  loading: boolean;
  error: boolean;
}

/** "My submissions": review status, payment status and, once published, claims so far. */
export default function MySubmissionsList({ rows, loading, error }: MySubmissionsListProps) {
  if (loading) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading your submissions">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rectangular" height={40} sx={{ mb: 1 }} />
        ))}
      </div>
    );
  }
  if (error) return <Typography color="error">{BRAND_COPY.failedToLoadSubmissions}</Typography>;
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary">
        {BRAND_COPY.noSubmissionsYet}{' '}
        <Link component={RouterLink} to="/submit">
          Submit swag
        </Link>
      </Typography>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined" {...scrollableRegion('Your submissions')}>
      <Table size="small" aria-label={BRAND_COPY.mySubmissions}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Item</TableCell>
            <TableCell scope="col">Submitted</TableCell>
            <TableCell scope="col">Review</TableCell>
            <TableCell scope="col">Payment</TableCell>
            <TableCell scope="col" align="right">
              Claims
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid={`my-submission-${row.id}`}>
              <TableCell component="th" scope="row">
                {row.listing_slug ? (
                  <Link component={RouterLink} to={`/swag/${row.listing_slug}`}>
                    {row.title}
                  </Link>
                ) : (
                  row.title
                )}
              </TableCell>
              <TableCell>{row.created_at ? formatDate(row.created_at) : '—'}</TableCell>
              <TableCell>
                <StatusChip status={row.status} />
              </TableCell>
              <TableCell>
                <StatusChip status={row.payment_status} />
              </TableCell>
              <TableCell align="right">{row.claims_count ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
