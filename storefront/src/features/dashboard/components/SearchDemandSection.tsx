import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DEMAND_COPY } from '@swagdrop/model';
import { useBrandSearchDemand } from '../api/brand-search-demand';

const HEADING_ID = 'search-demand-heading';

/**
 * 'What people near you look for' (docs/product-rules.md#demand): the searches without results
 * of the last 7 days in the brand's own places, most searched first. On /dashboard only.
 */
export default function SearchDemandSection({ uid }: { uid: string }) {
  const { data, isPending, isError } = useBrandSearchDemand(uid);
  let body;
  if (isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label={DEMAND_COPY.brandLoading}>
        <Skeleton variant="rectangular" height={96} />
      </div>
    );
  } else if (isError) {
    body = <Typography color="error">{DEMAND_COPY.brandFailed}</Typography>;
  } else if (data.places.length === 0) {
    body = <Typography color="text.secondary">{DEMAND_COPY.brandNoPlaces}</Typography>;
  } else {
    body = (
      <>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {DEMAND_COPY.brandSubtitle(data.places)}
        </Typography>
        {data.rows.length === 0 ? (
          <Typography color="text.secondary">{DEMAND_COPY.brandEmpty}</Typography>
        ) : (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-labelledby={HEADING_ID}>
              <TableHead>
                <TableRow>
                  <TableCell>{DEMAND_COPY.columns.words}</TableCell>
                  <TableCell>{DEMAND_COPY.columns.place}</TableCell>
                  <TableCell align="right">{DEMAND_COPY.columns.count}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.rows.map((row) => (
                  <TableRow key={`${row.words}|${row.place ?? ''}`}>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{row.words}</TableCell>
                    <TableCell>{row.place ?? DEMAND_COPY.anywhere}</TableCell>
                    <TableCell align="right">{row.count}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </>
    );
  }
  return (
    <section aria-labelledby={HEADING_ID} data-testid="brand-search-demand">
      <Typography id={HEADING_ID} component="h2" variant="h5" gutterBottom>
        {DEMAND_COPY.brandTitle}
      </Typography>
      {body}
    </section>
  );
}
