import { onRequest } from 'firebase-functions/v2/https';
import { SLUG_PATTERN, listingPath } from '@swagdrop/model';
import { config } from '../config';
import { directoryCache as cache } from './directory-cache';
import { logSitemapListFailed } from './log';
import { STATIC_SITEMAP_PATHS, buildSitemapXml, type SitemapEntry } from './sitemap-xml';

/** Hosting rewrites `/sitemap.xml` here: the static pages and every listing with its lastmod. */
export const sitemap = onRequest({ memory: '512MiB', concurrency: 80 }, async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set('Allow', 'GET, HEAD').status(405).send('Method Not Allowed');
    return;
  }
  try {
    const { snapshot } = await cache.get(null);
    const entries: SitemapEntry[] = [
      ...STATIC_SITEMAP_PATHS.map((path) => ({ path })),
      ...snapshot.rows
        .filter((row) => SLUG_PATTERN.test(row.slug))
        .map((row) => ({ path: listingPath(row.slug), lastmod: row.updated_at })),
    ];
    res
      .status(200)
      .set({
        'Content-Type': 'application/xml; charset=utf-8',
        // As briefly as the pages: a listing that sells out leaves the sitemap within 60 s.
        'Cache-Control': 'public, max-age=60, s-maxage=60',
      })
      .send(buildSitemapXml(config.storefrontUrl, entries));
  } catch (error) {
    logSitemapListFailed(error);
    res.status(503).set('Cache-Control', 'no-store').send('Sitemap temporarily unavailable');
  }
});
