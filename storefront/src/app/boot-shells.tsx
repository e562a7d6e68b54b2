import type { ReactElement } from 'react';
import { BRAND_COPY, PAGE_META, pageHeadTags, type PageMeta } from '@swagdrop/model';
import { renderShell } from '@swagdrop/shared-ui/boot-shell';
import type { RenderedBootShell } from '@swagdrop/build-tools/boot-shell-plugin';
import PageFrame from '../components/PageFrame';
import HomeHero from '../features/home/components/HomeHero';
import ShellFrame from '../server/shell-frame';

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

const shell = (file: string, element: ReactElement, meta?: PageMeta): RenderedBootShell => ({
  file,
  ...renderShell(element),
  pageHead: meta && pageHeadTags(meta),
});

/**
 * The storefront's static first paints, written into dist by the build; firebase.json serves
 * each file for its route. Pages that are not listed get app.html: the header alone, with the
 * default head. /swag and /swag/{slug} are rendered per request by the functions, from the
 * built `boot/template.html` and the same components (server/page-renderer.tsx).
 */
export function renderBootShells(): RenderedBootShell[] {
  return [
    shell(
      'index.html',
      <ShellFrame path="/">
        <HomeHero />
      </ShellFrame>,
      PAGE_META.home,
    ),
    shell(
      'boot/submit.html',
      <ShellFrame path="/submit">
        <PageFrame title={BRAND_COPY.submitTitle} lead={BRAND_COPY.submitLead} />
      </ShellFrame>,
      PAGE_META.submit,
    ),
    shell('boot/app.html', <ShellFrame path="/" />),
    ...HEADER_ONLY_PAGES.map(({ path, meta }) =>
      shell(`boot${path}.html`, <ShellFrame path={path} />, meta),
    ),
  ];
}
