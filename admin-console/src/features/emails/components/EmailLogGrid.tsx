import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { StatusChip } from 'shared_ui/components';
import {
  MAIL_MODERATOR_COPY,
  formatDateTime,
  mailTemplateLabel,
  type MailLogRow,
} from '@swagdrop/model';
import { GRID_SLOTS } from '../../../components/grid-slots';
import ResendCell from './ResendCell';

const COPY = MAIL_MODERATOR_COPY.log;
const statusLabel = (status: string): string =>
  (MAIL_MODERATOR_COPY.statusLabels as Record<string, string>)[status] ?? status;

function columns(onResend: (row: MailLogRow) => void): GridColDef<MailLogRow>[] {
  return [
    {
      field: 'created_at',
      headerName: COPY.columns.time,
      minWidth: 150,
      valueFormatter: (value: number | null) => (value === null ? '—' : formatDateTime(value)),
    },
    { field: 'to', headerName: COPY.columns.to, flex: 1.2, minWidth: 150 },
    {
      field: 'template',
      headerName: COPY.columns.template,
      flex: 1,
      minWidth: 130,
      valueFormatter: (value: string) => mailTemplateLabel(value),
    },
    { field: 'subject', headerName: COPY.columns.subject, flex: 1.6, minWidth: 170 },
    {
      field: 'status',
      headerName: COPY.columns.status,
      minWidth: 110,
      renderCell: ({ row }: GridRenderCellParams<MailLogRow>) => (
        <StatusChip status={row.status} label={statusLabel(row.status)} />
      ),
    },
    { field: 'attempts', headerName: COPY.columns.attempts, type: 'number', minWidth: 90 },
    {
      field: 'actions',
      headerName: COPY.columns.actions,
      minWidth: 100,
      renderCell: ({ row, hasFocus, tabIndex }: GridRenderCellParams<MailLogRow>) => (
        <ResendCell row={row} hasFocus={hasFocus} tabIndex={tabIndex} onResend={onResend} />
      ),
    },
    {
      field: 'last_error',
      headerName: COPY.columns.lastError,
      flex: 1.4,
      minWidth: 140,
      valueFormatter: (value: string | null) => value ?? COPY.noError,
    },
  ];
}

/**
 * The recent mails, newest first (the server's order: sorting, filtering and the column menu
 * stay off). Rows grow to show a whole error; the loading state is a skeleton of rows. At most
 * a few pages of rows: every column is rendered (no virtualization), so a narrow screen scrolls
 * sideways and assistive technology reads every cell.
 */
export default function EmailLogGrid({
  rows,
  loading,
  emptyLabel,
  onResend,
}: {
  rows: MailLogRow[];
  loading: boolean;
  emptyLabel: string;
  onResend: (row: MailLogRow) => void;
}) {
  return (
    <DataGrid
      aria-label={COPY.gridLabel}
      autoHeight
      rows={rows}
      getRowId={(row) => row.key}
      columns={columns(onResend)}
      loading={loading}
      slots={GRID_SLOTS}
      slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
      getRowHeight={() => 'auto'}
      hideFooter
      disableVirtualization
      disableColumnFilter
      disableColumnSorting
      disableColumnMenu
      disableRowSelectionOnClick
      localeText={{ noRowsLabel: emptyLabel }}
      sx={{
        bgcolor: 'background.paper',
        // Rows grow to their content; a long address or error wraps instead of being cut.
        '& .MuiDataGrid-cell': { py: 1, overflowWrap: 'anywhere' },
      }}
    />
  );
}
