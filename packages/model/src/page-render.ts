import { escapeHtml, metaTag } from './html';
import type { DirectoryRow } from './directory';
import type { ListingDetail } from './listing-detail';
import { pageTitle, type PageMeta } from './page-meta';
import { HEAD_IDS, SEO_SITE_NAME, inlineJsonText } from './structured-data';

/**
 * The server-rendered first paint (README "Directory at scale"). Each app's index.html carries
 * these marks, as in Vite's server-rendering guide: the page's head tags replace what stands
 * between the two head marks (index.html's default title and description), the rendered shell
 * goes where the shell mark is, before the app's root.
 */
const PAGE_MARKS = {
  headStart: '<!--page-head-->',
  headEnd: '<!--/page-head-->',
  shell: '<!--page-shell-->',
} as const;

/** The element a page paints from its HTML before any script runs (boot-shell/render-shell.tsx). */
export const BOOT_SHELL_ID = 'boot-shell';

/** A rendered first paint: tags for the head (its styles) and the shell's markup. */
export interface RenderedShell {
  head: string;
  shell: string;
}

/** The built index.html with a page's head tags (when given) and its rendered shell. */
export function fillPageTemplate(
  template: string,
  page: { head?: string; styles?: string; shell?: string },
): string {
  const start = template.indexOf(PAGE_MARKS.headStart);
  const end = template.indexOf(PAGE_MARKS.headEnd);
  const shellAt = template.indexOf(PAGE_MARKS.shell);
  if (start === -1 || end < start || shellAt < end) throw new Error('not a page template');
  const defaultHead = template.slice(start + PAGE_MARKS.headStart.length, end);
  return [
    template.slice(0, start),
    page.head ?? defaultHead,
    page.styles ?? '',
    template.slice(end + PAGE_MARKS.headEnd.length, shellAt),
    page.shell ?? '',
    template.slice(shellAt + PAGE_MARKS.shell.length),
  ].join('');
}

/**
 * The head of a page known without data (page-meta.ts), as the app sets it on navigation. The
 * canonical link is relative and og:url is left out: only the browser knows the origin served.
 */
export function pageHeadTags(meta: PageMeta): string {
  const title = pageTitle(meta.title);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    metaTag('name', 'description', meta.description),
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:site_name', SEO_SITE_NAME),
    metaTag('property', 'og:title', title),
    metaTag('property', 'og:description', meta.description),
  ];
  if (meta.canonicalPath !== undefined) {
    tags.push(
      `<link rel="canonical" id="${HEAD_IDS.canonical}" href="${escapeHtml(meta.canonicalPath)}" />`,
    );
  }
  return tags.join('\n    ');
}

/** Cards painted per directory section: the first row of the widest grid (three columns). */
export const DIRECTORY_SHELL_CARDS = 3;

/** What /swag's first paint shows: the first row of each section, and the real counts. */
export interface DirectoryShellInput {
  featured: DirectoryRow[];
  regular: DirectoryRow[];
  total: number;
  featuredTotal: number;
}

/**
 * The storefront's server renderer (storefront/src/server/page-renderer.tsx), built by the
 * functions' build next to their bundle and loaded by renderDirectoryPage and
 * renderListingPage. `null` input: the page without data (filtered views, unknown listings).
 */
export interface PageRenderer {
  directory(input: DirectoryShellInput | null): RenderedShell;
  listing(listing: ListingDetail | null, path: string, extras?: ListingPageExtras): RenderedShell;
}

/** Most similar listings an all-claimed listing's page offers. */
export const SIMILAR_LISTINGS_MAX = 4;

/**
 * What a listing page shows beside the listing: for an all-claimed one, live listings of the
 * same category (at most SIMILAR_LISTINGS_MAX, listed ones only, newest first).
 */
export interface ListingPageExtras {
  similar: DirectoryRow[];
}

/** What the server tells the app about the page it rendered (boot-payload.ts parses it). */
export interface BootPayload {
  /** The listing a detail page painted: the app renders it without reading it again. */
  listing?: ListingDetail;
  /** An all-claimed listing's similar live listings, as painted (ListingPageExtras). */
  similar?: DirectoryRow[];
  /** The directory version /swag painted and its featured order, kept by the app. */
  directory?: { version: number; featuredOrder: string[] };
  /** The shell shows listings: it stays until the app's own results render. */
  holdShell?: boolean;
}

export const BOOT_PAYLOAD_ID = 'boot-payload';

/** The payload as a head element whose text cannot end the element early. */
export function bootPayloadScript(payload: BootPayload): string {
  return `<script type="application/json" id="${BOOT_PAYLOAD_ID}">${inlineJsonText(payload)}</script>`;
}

/** `featured` with the listed ids first, in that order; the others keep their order. */
export function leadWith<T extends { id: string }>(
  featured: readonly T[],
  ids: readonly string[],
): T[] {
  const lead = ids.flatMap((id) => featured.filter((row) => row.id === id).slice(0, 1));
  return [...lead, ...featured.filter((row) => !lead.includes(row))];
}
