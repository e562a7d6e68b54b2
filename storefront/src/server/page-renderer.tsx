import { renderShell } from '@swagdrop/shared-ui/boot-shell';
import type { DirectoryShellInput, ListingDetail, PageRenderer } from '@swagdrop/model';
import PageContainer from '../components/PageContainer';
import DirectoryIntro from '../features/directory/components/DirectoryIntro';
import DirectoryPageFrame from '../features/directory/components/DirectoryPageFrame';
import ResultsCount from '../features/directory/components/ResultsCount';
import ResultsSections from '../features/directory/components/ResultsSections';
import { DEFAULT_QUERY } from '../features/directory/utils/directory-query';
import ListingDetailView from '../features/listing-detail/components/ListingDetailView';
import ShellFrame from './shell-frame';

const ignore = () => undefined;

/** /swag with the first row of each section and the real counts, or its intro alone. */
function directory(input: DirectoryShellInput | null) {
  if (!input) {
    return renderShell(
      <ShellFrame path="/swag">
        <PageContainer>
          <DirectoryIntro />
        </PageContainer>
      </ShellFrame>,
    );
  }
  return renderShell(
    <ShellFrame path="/swag">
      <DirectoryPageFrame query={DEFAULT_QUERY} onChange={ignore}>
        <ResultsCount loading={false} total={input.total} />
        <ResultsSections
          featured={input.featured}
          regular={input.regular}
          featuredTotal={input.featuredTotal}
          view="grid"
        />
      </DirectoryPageFrame>
    </ShellFrame>,
  );
}

/** A listing's page with its detail view, or the header alone (not found, ended). */
function listing(found: ListingDetail | null, path: string) {
  return renderShell(
    <ShellFrame path={path}>
      {found && (
        <ListingDetailView
          listing={found}
          backTo="/swag"
          onClaim={ignore}
          onReport={ignore}
          onPrefetch={ignore}
        />
      )}
    </ShellFrame>,
  );
}

/**
 * The storefront's server renderer: the functions' build bundles this module with everything it
 * imports (functions/build.mjs), and renderDirectoryPage and renderListingPage load it.
 */
export const pageRenderer: PageRenderer = { directory, listing };
