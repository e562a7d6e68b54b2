import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { claimSearchTerm, COPY, QUEUE_COPY, showingTotal } from '@swagdrop/model';
import PageHeading from '../../../components/PageHeading';
import { useClaimCounts } from '../api/count-claims';
import { IncompleteExportError, useExportClaimsCsv } from '../api/export-claims-csv';
import { useClaimsPage } from '../api/get-claims-page';
import { useDebouncedValue } from '../lib/use-debounced-value';
import ClaimsGrid, { CLAIMS_PAGE_SIZES } from './ClaimsGrid';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * /admin/claims (docs/product-rules.md#csv-export): claim log with server-side search, pagination
 * and CSV export.
 */
export default function ClaimsPage() {
  const { enqueueSnackbar } = useSnackbar();
  const [search, setSearch] = useState('');
  const term = claimSearchTerm(useDebouncedValue(search, SEARCH_DEBOUNCE_MS));
  const [model, setModel] = useState<GridPaginationModel>({
    page: 0,
    pageSize: CLAIMS_PAGE_SIZES[0] ?? 25,
  });
  // A new search starts at its first page; the model is keyed by the term it belongs to.
  const [modelTerm, setModelTerm] = useState(term);
  if (modelTerm !== term) {
    setModelTerm(term);
    setModel((m) => ({ ...m, page: 0 }));
  }

  const page = useClaimsPage(term, model.page, model.pageSize);
  const counts = useClaimCounts(term);
  const exporter = useExportClaimsCsv();

  const handleExport = async () => {
    try {
      await exporter.mutateAsync({ search: term });
      enqueueSnackbar(COPY.claimsExported, { variant: 'success' });
    } catch (error) {
      console.error(error);
      const message =
        error instanceof IncompleteExportError
          ? QUEUE_COPY.exportIncomplete
          : QUEUE_COPY.exportFailed;
      enqueueSnackbar(message, { variant: 'error' });
    }
  };

  return (
    <>
      <PageHeading
        title="Claim Logs"
        subtitle="Every claim made by visitors."
        actions={
          <Button
            variant="contained"
            startIcon={<DownloadRounded aria-hidden />}
            disabled={exporter.isPending || counts.matching === 0}
            onClick={() => void handleExport()}
          >
            {exporter.isPending ? QUEUE_COPY.exporting : QUEUE_COPY.exportButton}
          </Button>
        }
      />
      <Stack spacing={2}>
        <TextField
          type="search"
          size="small"
          label="Search claims"
          placeholder="Name, email, listing id, item or brand"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ maxWidth: 480 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        {page.error && <Alert severity="error">{COPY.failedToFetchClaims}</Alert>}
        <ClaimsGrid
          rows={page.rows}
          rowCount={counts.matching ?? -1}
          loading={page.loading}
          searching={term !== ''}
          paginationModel={model}
          onPaginationModelChange={setModel}
        />
        <Typography role="status" color="text.secondary">
          {counts.matching !== null && counts.total !== null
            ? showingTotal(counts.matching, counts.total, 'claims')
            : 'Counting claims...'}
        </Typography>
      </Stack>
    </>
  );
}
