import { escapeXml } from './html';

export interface SitemapEntry {
  path: string;
  /** Epoch milliseconds; omitted from the XML when unknown (0). */
  lastmod?: number;
}

/**
 * Public static routes (docs/product-rules.md#routes) listed in the sitemap besides every listing.
 */
export const STATIC_SITEMAP_PATHS = [
  '/',
  '/swag',
  '/about',
  '/brand-benefits',
  '/privacy',
  '/terms',
];

/** sitemaps.org XML; every URL is escaped. */
export function buildSitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const loc = `<loc>${escapeXml(`${origin}${entry.path}`)}</loc>`;
    const lastmod =
      entry.lastmod && entry.lastmod > 0
        ? `<lastmod>${new Date(entry.lastmod).toISOString()}</lastmod>`
        : '';
    return `  <url>${loc}${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
