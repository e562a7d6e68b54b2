import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { BROWSE_COPY, COPY } from '@swagdrop/model';
import PageFrame from '../../../components/PageFrame';
import { useDocumentMeta } from '../../../lib/use-document-meta';

/** docs/product-rules.md#listing-page: 'Swag Not Found' with links back. */
export default function SwagNotFound() {
  useDocumentMeta({ title: COPY.notFoundTitle, description: COPY.notFoundText });
  return (
    <PageFrame title={COPY.notFoundTitle} lead={COPY.notFoundText}>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" component={RouterLink} to="/swag">
          {BROWSE_COPY.browseSwag}
        </Button>
        <Button variant="outlined" component={RouterLink} to="/">
          {BROWSE_COPY.goHome}
        </Button>
      </Stack>
    </PageFrame>
  );
}
