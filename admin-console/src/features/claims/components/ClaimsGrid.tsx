import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRenderCellParams,
} from '@mui/x-data-grid';
import { COPY, formatDate } from '@swagdrop/model';
import type { ClaimRow } from '../api/get-claims-page';
import { GRID_SLOTS } from '../../../components/grid-slots';

export const CLAIMS_PAGE_SIZES = [25, 50, 100];

const columns: GridColDef<ClaimRow>[] = [
  { field: 'first_name', headerName: 'Name', flex: 1, minWidth: 120 },
  { field: 'email', headerName: 'Email', flex: 1.4, minWidth: 180 },
  {
    field: 'listing_title',
    headerName: 'Item',
    flex: 1.4,
    minWidth: 160,
    valueGetter: (value: string | null) => value ?? COPY.unknownItem,
  },
  { field: 'brand_name', headerName: 'Brand', flex: 1, minWidth: 120 },
  {
    field: 'created_at',
    headerName: 'Date Claimed',
    minWidth: 140,
    renderCell: ({ row }: GridRenderCellParams<ClaimRow>) => formatDate(row.created_at),
  },
];

/**
 * /admin/claims table (docs/product-rules.md#csv-export). Pagination is the server's
 * (paginationMode 'server'): the grid shows one page and asks for another; sorting and filtering
 * stay off because the query is fixed to newest first and the search runs on the server.
 */
export default function ClaimsGrid({
  rows,
  rowCount,
  loading,
  searching,
  paginationModel,
  onPaginationModelChange,
}: {
  rows: ClaimRow[];
  rowCount: number;
  loading: boolean;
  searching: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
}) {
  return (
    <DataGrid
      aria-label="Claims"
      autoHeight
      rows={rows}
      columns={columns}
      rowCount={rowCount}
      loading={loading}
      slots={GRID_SLOTS}
      paginationMode="server"
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
      pageSizeOptions={CLAIMS_PAGE_SIZES}
      disableColumnFilter
      disableColumnSorting
      disableColumnMenu
      disableRowSelectionOnClick
      localeText={{ noRowsLabel: searching ? COPY.noClaimsMatching : COPY.noClaims }}
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}
