import type { ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import { scrollableRegion } from 'shared_ui/components';
import { QUEUE_COPY } from '@swagdrop/model';
import type { AuditEntry } from '../api/get-audit-page';
import AuditRow from './AuditRow';

const HEADINGS = ['When', 'Who', 'What', 'Target', 'Change'] as const;

function fullWidthRow(content: ReactNode, key: number | string, role?: 'alert') {
  return (
    <TableRow key={key}>
      <TableCell colSpan={HEADINGS.length} role={role}>
        {content}
      </TableCell>
    </TableRow>
  );
}

/** Skeleton while loading, the entries, or why there are none. */
function bodyRows(entries: AuditEntry[] | null, failed: boolean): ReactNode {
  // A failed read says so: an empty log would tell the moderator that nothing happened.
  if (failed) return fullWidthRow(QUEUE_COPY.activityLoadFailed, 'failed', 'alert');
  if (entries === null) return Array.from({ length: 5 }, (_, i) => fullWidthRow(<Skeleton />, i));
  if (entries.length === 0) return fullWidthRow(QUEUE_COPY.activityEmpty, 'empty');
  return entries.map((entry) => <AuditRow key={entry.id} entry={entry} />);
}

/** The activity log's table. */
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
            {HEADINGS.map((heading) => (
              <TableCell key={heading}>{heading}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{bodyRows(entries, failed)}</TableBody>
      </Table>
    </TableContainer>
  );
}
