import { onRequest } from 'firebase-functions/v2/https';
import { DIRECTORY_READS_HEADER } from '@swagdrop/model';
import { directoryCache as cache } from './directory-cache';
import { logBundleBuildFailed } from './log';
import { parseRequestedVersion } from './request-version';

/** Which directory version an answer holds (exposed to browsers, like the reads header). */
const DIRECTORY_VERSION_HEADER = 'X-Directory-Version';
/** Versioned URLs never change content, so browsers and the CDN may keep them. */
const VERSIONED_CACHE = 'public, max-age=300, s-maxage=3600';
/** The plain URL (home page) may lag a few seconds; the open directory corrects itself. */
const UNVERSIONED_CACHE = 'public, max-age=5, s-maxage=10';

/**
 * GET /directoryData[?v=<version>]: every listing's card and detail fields as one JSON bundle
 * (docs/architecture.md#directory-view). Served from memory per instance; Firestore is read only
 * when a newer version is asked for, so a directory view costs no reads here once the version is
 * cached.
 */
export const directoryData = onRequest(
  { cors: true, memory: '512MiB', concurrency: 80 },
  async (req, res) => {
    res.set(
      'Access-Control-Expose-Headers',
      `${DIRECTORY_READS_HEADER}, ${DIRECTORY_VERSION_HEADER}`,
    );
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).send('Method Not Allowed');
      return;
    }
    const requested = parseRequestedVersion(req.query.v);
    if (requested === 'invalid') {
      res.status(400).set('Cache-Control', 'no-store').send('Invalid version');
      return;
    }

    let answer;
    try {
      answer = await cache.get(requested);
    } catch (error) {
      logBundleBuildFailed(error);
      res.status(503).set('Cache-Control', 'no-store').send('Directory temporarily unavailable');
      return;
    }
    const { snapshot, reads } = answer;
    // A version newer than any written is a made-up URL: answer, but let nobody cache it.
    const cacheControl =
      requested === null
        ? UNVERSIONED_CACHE
        : snapshot.version >= requested
          ? VERSIONED_CACHE
          : 'no-store';
    res.set({
      [DIRECTORY_READS_HEADER]: String(reads),
      [DIRECTORY_VERSION_HEADER]: String(snapshot.version),
      'Cache-Control': cacheControl,
      ETag: snapshot.etag,
      Vary: 'Accept-Encoding',
      'Content-Type': 'application/json; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.headers['if-none-match'] === snapshot.etag) {
      res.status(304).end();
      return;
    }
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? snapshot.gzip : Buffer.from(snapshot.json);
    if (gzip) res.set('Content-Encoding', 'gzip');
    res.set('Content-Length', String(body.length));
    if (req.method === 'HEAD') res.status(200).end();
    else res.status(200).end(body);
  },
);
