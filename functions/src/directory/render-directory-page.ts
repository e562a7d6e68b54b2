import { onRequest } from 'firebase-functions/v2/https';
import { DIRECTORY_READS_HEADER } from '@swagdrop/model';
import { directoryCache } from './directory-cache';
import { DirectoryPageCache, plainDirectoryPage } from './directory-page';
import { sendHtml } from './html';
import { loadPageRenderer } from './page-renderer';
import { loadPageTemplate } from './storefront-shell';
import { logFirstCardsFailed, logPageRendererLoadFailed } from './log';

const pages = new DirectoryPageCache();

/**
 * Hosting rewrites `/swag` here: the directory a phone opens paints its first row of cards,
 * images included, from the HTML instead of after the scripts and the bundle. Filtered views
 * (any query string) get the page without listings: the app filters as soon as it has booted.
 */
export const renderDirectoryPage = onRequest(
  { memory: '512MiB', concurrency: 80 },
  async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).send('Method Not Allowed');
      return;
    }
    const [template, renderer] = await Promise.all([
      loadPageTemplate(),
      loadPageRenderer().catch((error: unknown) => {
        logPageRendererLoadFailed('renderDirectoryPage', error);
        return null;
      }),
    ]);
    if (!template || !renderer) {
      res.status(503).set('Cache-Control', 'no-store').set('Retry-After', '30');
      res.send('Directory temporarily unavailable');
      return;
    }
    let html: string | null = null;
    let reads = 0;
    if (Object.keys(req.query).length === 0) {
      try {
        const answer = await directoryCache.get(null);
        reads = answer.reads;
        const { rows, version } = answer.snapshot;
        html = pages.get(template, renderer, rows, version);
      } catch (error) {
        // The app loads the directory itself; the page without listings still works.
        logFirstCardsFailed(error);
      }
    }
    html ??= plainDirectoryPage(template, renderer);
    res.status(200).set({
      'Content-Type': 'text/html; charset=utf-8',
      // Hashed asset names of the current deploy and a shuffled first row: browsers revalidate,
      // the CDN keeps it for a minute (the featured order changes per cached copy, not per view).
      'Cache-Control': 'public, max-age=0, s-maxage=60',
      'X-Content-Type-Options': 'nosniff',
      // Firestore reads this answer cost (0 from memory), counted by the bench like the bundle's.
      [DIRECTORY_READS_HEADER]: String(reads),
      Vary: 'Accept-Encoding',
    });
    sendHtml(req, res, html);
  },
);
