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
import { ADMIN_RECENT_CLAIMS, COPY, formatDate } from '@swagdrop/model';
import type { RecentClaim } from '../api/get-recent-claims';

/**
 * Recent Claims (docs/product-rules.md#moderation): Name, Email, Item ('Unknown Item' fallback),
 * Date.
 */
export default function RecentClaimsTable({ claims }: { claims: RecentClaim[] | null }) {
  return (
    <Card component="section" aria-labelledby="recent-claims-title">
      <CardContent>
        <Typography id="recent-claims-title" component="h2" variant="h3" sx={{ mb: 2 }}>
          Recent Claims
        </Typography>
        <TableContainer {...scrollableRegion('Recent claims')}>
          <Table size="small" aria-labelledby="recent-claims-title">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Item</TableCell>
                <TableCell>Date</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {claims === null &&
                Array.from({ length: 3 }, (_, i) => (
                  <TableRow key={i}>
                    <TableCell colSpan={4}>
                      <Skeleton variant="text" />
                    </TableCell>
                  </TableRow>
                ))}
              {claims?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4}>{COPY.noClaims}</TableCell>
                </TableRow>
              )}
              {claims?.slice(0, ADMIN_RECENT_CLAIMS).map((claim) => (
                <TableRow key={claim.id}>
                  <TableCell>{claim.first_name}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{claim.email}</TableCell>
                  <TableCell>{claim.listing_title || COPY.unknownItem}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {claim.created_at ? formatDate(claim.created_at) : '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
