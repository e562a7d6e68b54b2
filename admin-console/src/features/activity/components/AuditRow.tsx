import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { auditActionLabel, formatDateTime } from '@swagdrop/model';
import type { AuditEntry } from '../api/get-audit-page';
import AuditChange from './AuditChange';

/** One audit entry: when, who, what, target and the short before/after. */
export default function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
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
  );
}
