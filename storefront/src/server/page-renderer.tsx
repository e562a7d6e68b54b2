import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderShell } from '@swagdrop/shared-ui/boot-shell';
import type {
  DirectoryShellInput,
  ListingDetail,
  ListingPageExtras,
  PageRenderer,
} from '@swagdrop/model';
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

/**
 * A listing's page with its detail view, or the header alone (not found, ended). What is left
 * is the app's to read (its line keeps its place); an all-claimed listing shows 'All claimed',
 * the similar swag and the newsletter sign-up, whose form needs a query client (it sends
 * nothing from here).
 */
function listing(found: ListingDetail | null, path: string, extras?: ListingPageExtras) {
  return renderShell(
    <QueryClientProvider client={new QueryClient()}>
      <ShellFrame path={path}>
        {found && (
          <ListingDetailView
            listing={found}
            left={undefined}
            similar={extras?.similar ?? []}
            backTo="/swag"
            onClaim={ignore}
            onReport={ignore}
            onPrefetch={ignore}
          />
        )}
      </ShellFrame>
    </QueryClientProvider>,
  );
}

/**
 * The storefront's server renderer: the functions' build bundles this module with everything it
 * imports (functions/build.mjs), and renderDirectoryPage and renderListingPage load it.
 */
export const pageRenderer: PageRenderer = { directory, listing };
