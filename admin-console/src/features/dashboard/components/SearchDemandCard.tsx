import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { scrollableRegion } from 'shared_ui/components';
import { DEMAND_COPY, type SearchDemandRow } from '@swagdrop/model';

const COLUMNS = DEMAND_COPY.columns;

/**
 * 'Searched for, not found' (docs/product-rules.md#demand): what visitors searched for in the
 * last 7 days without a result, most searched first. `rows` null: loading; `failed`: the read
 * failed (the query's toast says so too).
 */
export default function SearchDemandCard({
  rows,
  failed,
}: {
  rows: readonly SearchDemandRow[] | null;
  failed: boolean;
}) {
  const loading = rows === null && !failed;
  return (
    <Card component="section" aria-labelledby="search-demand-title" data-testid="search-demand">
      <CardContent>
        <Typography id="search-demand-title" component="h2" variant="h3">
          {DEMAND_COPY.adminTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {DEMAND_COPY.adminSubtitle}
        </Typography>
        <TableContainer {...scrollableRegion(DEMAND_COPY.adminTitle)}>
          <Table size="small" aria-labelledby="search-demand-title" aria-busy={loading}>
            <TableHead>
              <TableRow>
                <TableCell>{COLUMNS.words}</TableCell>
                <TableCell>{COLUMNS.place}</TableCell>
                <TableCell align="right">{COLUMNS.count}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {loading &&
                Array.from({ length: 3 }, (_, i) => (
                  <TableRow key={i}>
                    <TableCell colSpan={3}>
                      {/* One named progress bar for assistive technology; the rest is shape. */}
                      <Skeleton
                        variant="text"
                        {...(i === 0
                          ? { role: 'progressbar', 'aria-label': DEMAND_COPY.adminLoading }
                          : { 'aria-hidden': true })}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              {(failed || rows?.length === 0) && (
                <TableRow>
                  <TableCell colSpan={3}>
                    {failed ? DEMAND_COPY.adminFailed : DEMAND_COPY.adminEmpty}
                  </TableCell>
                </TableRow>
              )}
              {rows?.map((row) => (
                <TableRow key={`${row.words}|${row.place ?? ''}`}>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{row.words}</TableCell>
                  <TableCell>{row.place ?? DEMAND_COPY.anywhere}</TableCell>
                  <TableCell align="right">{row.count}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
