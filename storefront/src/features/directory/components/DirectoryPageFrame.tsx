import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { useTestIds } from 'shared_ui/components';
import { COPY } from '@swagdrop/model';
import PageContainer from '../../../components/PageContainer';
import type { UpdateDirectoryQuery } from '../hooks/use-directory-query';
import type { DirectoryQuery } from '../utils/directory-query';
import DirectoryControls from './DirectoryControls';
import DirectoryIntro from './DirectoryIntro';

// Static parts as constant elements: React skips them when the filters re-render the page.
const DIRECTORY_INTRO = <DirectoryIntro />;

function ShippingNote() {
  const testIds = useTestIds();
  return (
    <Alert
      severity="info"
      icon={<LocalShippingOutlined fontSize="inherit" />}
      sx={{ mb: 2 }}
      data-testid={testIds('shipping-note')}
    >
      {COPY.shippingNote}
    </Alert>
  );
}

const SHIPPING_NOTE = <ShippingNote />;

/**
 * /swag around its results: intro, filters, shipping note. The page and its static first paint
 * (server/page-renderer.tsx) both render it, so the first cards sit where the app will put them.
 */
export default function DirectoryPageFrame({
  query,
  onChange,
  onSearchFocus,
  children,
}: {
  query: DirectoryQuery;
  onChange: UpdateDirectoryQuery;
  /** The search box got focus: the page readies the forgiving search before the first key. */
  onSearchFocus?: () => void;
  children: ReactNode;
}) {
  return (
    <PageContainer>
      {DIRECTORY_INTRO}
      <DirectoryControls query={query} onChange={onChange} onSearchFocus={onSearchFocus} />
      {SHIPPING_NOTE}
      {children}
    </PageContainer>
  );
}
