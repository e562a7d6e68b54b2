import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import UpdateRounded from '@mui/icons-material/UpdateRounded';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import {
  ADMIN_COPY,
  LISTING_TERM_COPY,
  STOCK_SCREEN_COPY,
  categoryLabel,
  isSafeHttpUrl,
} from '@swagdrop/model';
import type { AdminListing } from '../api/get-listings';
import { GRID_SLOTS } from '../../../components/grid-slots';
import ListingStockCell from './ListingStockCell';
import ListingTermCell, { listingLive } from './ListingTermCell';

/** Where a listing is shown: 'Nationwide' or its location (docs/product-rules.md#listings). */
export function targetLabel(listing: AdminListing): string {
  return listing.target_scope === 'local' ? (listing.target_location ?? '') : ADMIN_COPY.nationwide;
}

/**
 * Listings grid (docs/product-rules.md#listings): Title with slug, Brand, Category, Target,
 * Featured, Quantity, Claimed and Left (live, for limited listings), Status (live or expired, and
 * the end date), Actions. MUI X DataGrid gives sorting,
 * filtering, paging and keyboard navigation.
 */
export default function ListingsTable({
  listings,
  loading,
  onEdit,
  onDelete,
  onExtend,
  extendingId,
}: {
  listings: AdminListing[];
  loading: boolean;
  onEdit: (listing: AdminListing) => void;
  onDelete: (listing: AdminListing) => void;
  onExtend: (listing: AdminListing) => void;
  /** The listing whose extension is running (its button is disabled meanwhile). */
  extendingId: string | null;
}) {
  const columns: GridColDef<AdminListing>[] = [
    {
      field: 'title',
      headerName: 'Title',
      flex: 2,
      minWidth: 220,
      renderCell: ({ row }) => (
        <Box sx={{ py: 1, lineHeight: 1.3, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 650 }} noWrap>
            {row.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {row.slug}
          </Typography>
        </Box>
      ),
    },
    { field: 'brand_name', headerName: 'Brand', flex: 1, minWidth: 140 },
    {
      field: 'category',
      headerName: 'Category',
      flex: 1,
      minWidth: 140,
      valueGetter: (_value, row) => categoryLabel(row.category),
    },
    {
      field: 'target',
      headerName: 'Target',
      flex: 1,
      minWidth: 130,
      valueGetter: (_value, row) => targetLabel(row),
    },
    {
      field: 'is_featured',
      headerName: 'Featured',
      width: 120,
      type: 'boolean',
      renderCell: ({ row }) =>
        row.is_featured ? (
          <Chip size="small" color="warning" icon={<StarRounded />} label="Featured" />
        ) : row.plan_featured ? (
          <Chip size="small" color="warning" variant="outlined" label="By plan" />
        ) : (
          <Typography variant="body2" color="text.secondary">
            No
          </Typography>
        ),
    },
    {
      field: 'quantity',
      headerName: 'Quantity',
      width: 100,
      type: 'number',
      valueFormatter: (value: number | null) =>
        value === null ? STOCK_SCREEN_COPY.noLimit : value.toLocaleString('en-US'),
    },
    {
      field: 'claimed',
      headerName: 'Claimed',
      width: 95,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <ListingStockCell listingId={row.id} quantity={row.quantity} show="claimed" />
      ),
    },
    {
      field: 'left',
      headerName: 'Left',
      width: 85,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <ListingStockCell listingId={row.id} quantity={row.quantity} show="left" />
      ),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 170,
      valueGetter: (_value, row) =>
        listingLive(row) ? LISTING_TERM_COPY.liveStatus : LISTING_TERM_COPY.expiredStatus,
      renderCell: ({ row }) => <ListingTermCell listing={row} />,
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 190,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {isSafeHttpUrl(row.external_claim_url) && (
            <Tooltip title="Open claim link">
              <IconButton
                component="a"
                href={row.external_claim_url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Open claim link for ${row.title} (new tab)`}
                size="small"
              >
                <OpenInNewRounded fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {row.expires_at && (
            // describeChild: the button names itself; a label on the wrapping span is invalid.
            <Tooltip title={LISTING_TERM_COPY.extend} describeChild>
              <span>
                <IconButton
                  aria-label={`${LISTING_TERM_COPY.extend}: ${row.title}`}
                  size="small"
                  disabled={extendingId === row.id}
                  onClick={() => onExtend(row)}
                >
                  <UpdateRounded fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          )}
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit ${row.title}`} size="small" onClick={() => onEdit(row)}>
              <EditRounded fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton
              aria-label={`Delete ${row.title}`}
              size="small"
              color="error"
              onClick={() => onDelete(row)}
            >
              <DeleteRounded fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ),
    },
  ];

  return (
    <DataGrid
      label="Listings"
      rows={listings}
      columns={columns}
      loading={loading}
      slots={GRID_SLOTS}
      rowHeight={64}
      disableRowSelectionOnClick
      pageSizeOptions={[10, 25, 50, 100]}
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      localeText={{ noRowsLabel: 'No listings yet. Use Add New Listing to create one.' }}
      sx={{ bgcolor: 'background.paper', minHeight: 300 }}
    />
  );
}
