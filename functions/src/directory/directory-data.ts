import { onRequest } from 'firebase-functions/v2/https';
import { DIRECTORY_READS_HEADER, DIRECTORY_SINCE_PARAM } from '@swagdrop/model';
import { DIRECTORY_VERSION_HEADER, VERSIONED_CACHE } from './answer-headers';
import { directoryCache as cache } from './directory-cache';
import { sendDirectoryChanges } from './directory-changes';
import { logBundleBuildFailed } from './log';
import { parseRequestedVersion } from './request-version';

/** The plain URL (home page) may lag a few seconds; the open directory corrects itself. */
const UNVERSIONED_CACHE = 'public, max-age=5, s-maxage=10';

/**
 * GET /directoryData[?v=<version>]: every listing's card and detail fields as one JSON bundle
 * (docs/architecture.md#directory-view). Served from memory per instance; Firestore is read only
 * when a newer version is asked for, so a directory view costs no reads here once the version is
 * cached. With `since=<version>` it answers the listings changed after that version instead
 * (directory-changes.ts): what an open directory needs to move on, not the whole bundle.
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
    const since = parseRequestedVersion(req.query[DIRECTORY_SINCE_PARAM]);
    if (requested === 'invalid' || since === 'invalid') {
      res.status(400).set('Cache-Control', 'no-store').send('Invalid version');
      return;
    }
    if (since !== null) {
      await sendDirectoryChanges(req, res, since, requested);
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
