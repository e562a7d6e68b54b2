import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import { scrollableRegion } from 'shared_ui/components';
import { auditActionLabel, formatDateTime } from '@swagdrop/shared-ui/model';
import type { AuditEntry } from '../api/get-audit-page';
import AuditChange from './AuditChange';

/**
 * Audit entries: when, who, what, target and the short before/after. A failed read says so:
 * an empty log would tell the moderator that nothing happened.
 */
export default function AuditTable({
  entries,
  failed,
}: {
  entries: AuditEntry[] | null;
  failed: boolean;
}) {
  return (
    <TableContainer component={Paper} variant="outlined" {...scrollableRegion('Activity log')}>
      <Table aria-label="Activity log">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>What</TableCell>
            <TableCell>Target</TableCell>
            <TableCell>Change</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {failed && (
            <TableRow>
              <TableCell colSpan={5} role="alert">
                Activity could not be loaded. Press Refresh to try again.
              </TableCell>
            </TableRow>
          )}
          {!failed &&
            entries === null &&
            Array.from({ length: 5 }, (_, i) => (
              <TableRow key={i}>
                <TableCell colSpan={5}>
                  <Skeleton variant="text" />
                </TableCell>
              </TableRow>
            ))}
          {!failed && entries?.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>No activity yet.</TableCell>
            </TableRow>
          )}
          {!failed &&
            entries?.map((entry) => (
              <TableRow key={entry.id} sx={{ verticalAlign: 'top' }}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {entry.created_at ? formatDateTime(entry.created_at) : '—'}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>
                  {entry.actor_uid === 'cli'
                    ? `${entry.actor_email ?? 'unknown'} (command line)`
                    : (entry.actor_email ?? entry.actor_uid)}
                </TableCell>
                <TableCell>{auditActionLabel(entry.action)}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{entry.target}</TableCell>
                <TableCell sx={{ minWidth: 220 }}>
                  <AuditChange before={entry.before} after={entry.after} />
                </TableCell>
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
