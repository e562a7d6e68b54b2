import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import { MemoryRouter } from 'react-router-dom';
import {
  BRAND_COPY,
  PAGE_META,
  TEMPLATE_FEATURED_TOTAL,
  TEMPLATE_TOTAL,
  cardTemplateFile,
  cardTemplates,
  detailTemplateFile,
  detailTemplateListings,
  directoryPageTemplateFile,
  directoryPageTemplates,
  type PageMeta,
} from '@swagdrop/shared-ui/model';
import { renderBootFragment, renderBootShell } from '@swagdrop/shared-ui/boot-shell';
import { pageHeadTags } from '@swagdrop/shared-ui/boot-shell/head';
import type { RenderedBootShell } from '@swagdrop/shared-ui/boot-shell/plugin';
import PageContainer from '../components/PageContainer';
import PageFrame from '../components/PageFrame';
import DirectoryCard from '../features/directory/components/DirectoryCard';
import DirectoryIntro from '../features/directory/components/DirectoryIntro';
import DirectoryPageFrame from '../features/directory/components/DirectoryPageFrame';
import ResultsCount from '../features/directory/components/ResultsCount';
import ResultsSections from '../features/directory/components/ResultsSections';
import { DEFAULT_QUERY } from '../features/directory/utils/directory-query';
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
 * Pages whose first paint is the header alone, each served with its own head (firebase.json
 * routes `/{path}` to `boot/{path}.html`), so a crawler or a link preview reads its title.
 */
const HEADER_ONLY_PAGES: { path: string; meta: PageMeta }[] = [
  { path: '/about', meta: PAGE_META.about },
  { path: '/brand-benefits', meta: PAGE_META.brandBenefits },
  { path: '/privacy', meta: PAGE_META.privacy },
  { path: '/terms', meta: PAGE_META.terms },
  { path: '/login', meta: PAGE_META.login },
  { path: '/signup', meta: PAGE_META.signup },
  { path: '/reset-password', meta: PAGE_META.resetPassword },
];

interface BootShellEntry {
  file: string;
  element: ReactElement;
  /** The page's head (model/page-meta.ts); pages without one keep index.html's. */
  meta?: PageMeta;
  fragment?: boolean;
}

/**
 * The storefront's static first paints (shared-ui boot-shell), written into dist by the build;
 * firebase.json serves each file for its route. Pages that are not listed get app.html: the
 * header alone, with the default head.
 */
const BOOT_SHELLS: BootShellEntry[] = [
  {
    file: 'index.html',
    meta: PAGE_META.home,
    element: (
      <ShellFrame path="/">
        <HomeHero />
      </ShellFrame>
    ),
  },
  {
    file: 'boot/swag.html',
    meta: PAGE_META.directory,
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
    meta: PAGE_META.submit,
    element: (
      <ShellFrame path="/submit">
        <PageFrame title={BRAND_COPY.submitTitle} lead={BRAND_COPY.submitLead} />
      </ShellFrame>
    ),
  },
  { file: 'boot/app.html', element: <ShellFrame path="/" /> },
  ...HEADER_ONLY_PAGES.map(({ path, meta }) => ({
    file: `boot${path}.html`,
    meta,
    element: <ShellFrame path={path} />,
  })),
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
  // renderDirectoryPage fills a page's first row of cards (shared-ui model/directory-template.ts).
  ...directoryPageTemplates().map(({ sections, rows }) => ({
    file: directoryPageTemplateFile(sections),
    meta: PAGE_META.directory,
    element: (
      <ShellFrame path="/swag">
        <DirectoryPageFrame query={DEFAULT_QUERY} onChange={ignore}>
          <ResultsCount loading={false} total={TEMPLATE_TOTAL} />
          <ResultsSections
            featured={rows.filter((row) => row.is_featured)}
            regular={rows.filter((row) => !row.is_featured)}
            featuredTotal={sections.featured ? TEMPLATE_FEATURED_TOTAL : 0}
            view="grid"
          />
        </DirectoryPageFrame>
      </ShellFrame>
    ),
  })),
  ...cardTemplates().map(({ row, eager }) => ({
    file: cardTemplateFile(row, eager),
    fragment: true,
    element: (
      <MemoryRouter>
        <DirectoryCard listing={row} view="grid" priority={eager} />
      </MemoryRouter>
    ),
  })),
];

export function renderBootShells(): RenderedBootShell[] {
  return BOOT_SHELLS.map(({ file, element, meta, fragment }) =>
    fragment
      ? { file, html: renderBootFragment(element), fragment }
      : { file, ...renderBootShell(element), pageHead: meta && pageHeadTags(meta) },
  );
}
