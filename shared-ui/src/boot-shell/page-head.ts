import { escapeHtml, metaTag } from '../model/html';
import { pageTitle, type PageMeta } from '../model/page-meta';
import { HEAD_IDS, SEO_SITE_NAME } from '../model/structured-data';

/** The page-specific tags of a head, which a page's own head replaces. */
const PAGE_HEAD_TAGS = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\s[^>]*name=["']description["'][^>]*>\s*/gi,
  /<meta\s[^>]*property=["']og:[^"']*["'][^>]*>\s*/gi,
  /<link\s[^>]*rel=["']canonical["'][^>]*>\s*/gi,
  /<script\s[^>]*type=["']application\/ld\+json["'][^>]*>[\s\S]*?<\/script>\s*/gi,
];

/** `head` without its title, description, Open Graph, canonical and JSON-LD tags. */
export function stripPageHead(head: string): string {
  return PAGE_HEAD_TAGS.reduce((rest, pattern) => rest.replace(pattern, ''), head);
}

/**
 * The head of a page known at build time (shared-ui model/page-meta.ts), as the app sets it
 * on boot. The canonical link is relative and og:url is left out: the origin is the one the
 * page is served from, which only the browser (or a function) knows; the app adds both on boot.
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

/** `html` with its page-specific head tags replaced by `tags`, where its title was. */
export function withPageHead(html: string, tags: string): string {
  const closeHead = html.indexOf('</head>');
  if (closeHead === -1) throw new Error('The page has no </head>');
  const head = html.slice(0, closeHead);
  const title = head.search(/<title\b/i);
  const at = title === -1 ? head.length : title;
  return `${stripPageHead(head.slice(0, at))}${tags}\n    ${stripPageHead(head.slice(at))}${html.slice(closeHead)}`;
}
