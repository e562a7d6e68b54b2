import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import { MemoryRouter } from 'react-router-dom';
import { BRAND_COPY, detailTemplateFile, detailTemplateListings } from '@swagdrop/shared-ui/model';
import { renderBootShell } from '@swagdrop/shared-ui/boot-shell';
import type { RenderedBootShell } from '@swagdrop/shared-ui/boot-shell/plugin';
import PageContainer from '../components/PageContainer';
import PageFrame from '../components/PageFrame';
import DirectoryIntro from '../features/directory/components/DirectoryIntro';
import HomeHero from '../features/home/components/HomeHero';
import ListingDetailView from '../features/listing-detail/components/ListingDetailView';
import StorefrontHeader from './layout/StorefrontHeader';

const ignore = () => undefined;

/** The layout's header and main, as the signed-out visitor first sees them. */
function ShellFrame({ path, children }: { path: string; children?: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <StorefrontHeader />
      <Box component="main" sx={{ flexGrow: 1 }}>
        {children}
      </Box>
    </MemoryRouter>
  );
}

/**
 * The storefront's static first paints (shared-ui boot-shell), written into dist by the build;
 * firebase.json serves each file for its route. Pages that are not listed get app.html: the
 * header alone.
 */
const BOOT_SHELLS: { file: string; element: ReactElement }[] = [
  {
    file: 'index.html',
    element: (
      <ShellFrame path="/">
        <HomeHero />
      </ShellFrame>
    ),
  },
  {
    file: 'boot/swag.html',
    element: (
      <ShellFrame path="/swag">
        <PageContainer>
          <DirectoryIntro />
        </PageContainer>
      </ShellFrame>
    ),
  },
  {
    file: 'boot/submit.html',
    element: (
      <ShellFrame path="/submit">
        <PageFrame title={BRAND_COPY.submitTitle} lead={BRAND_COPY.submitLead} />
      </ShellFrame>
    ),
  },
  { file: 'boot/app.html', element: <ShellFrame path="/" /> },
  // Filled with a listing by renderListingPage (shared-ui model/detail-template.ts).
  ...detailTemplateListings().map((listing) => ({
    file: detailTemplateFile(listing),
    element: (
      <ShellFrame path={`/swag/${listing.slug}`}>
        <ListingDetailView
          listing={listing}
          backTo="/swag"
          onClaim={ignore}
          onReport={ignore}
          onPrefetch={ignore}
        />
      </ShellFrame>
    ),
  })),
];

export function renderBootShells(): RenderedBootShell[] {
  return BOOT_SHELLS.map(({ file, element }) => ({ file, html: renderBootShell(element) }));
}
