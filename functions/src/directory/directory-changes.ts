import { gzipSync } from 'node:zlib';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { DIRECTORY_READS_HEADER } from '@swagdrop/model';
import { DIRECTORY_VERSION_HEADER, VERSIONED_CACHE } from './answer-headers';
import { directoryCache as cache } from './directory-cache';
import { logBundleBuildFailed } from './log';

/**
 * `GET directoryData?v=<new>&since=<held>`: the listings changed after the version an open
 * directory holds, each as its row now or null when it left the directory, up to at least the
 * version its listener announced. A few hundred bytes per change instead of the whole bundle,
 * answered from the instance's memory (change-log.ts). `{full: true}` when the bundle is the
 * cheaper answer (many changes, or a version older than the change entries kept).
 */
export async function sendDirectoryChanges(
  req: Request,
  res: Response,
  since: number,
  requested: number | null,
): Promise<void> {
  let answer;
  try {
    answer = await cache.changesSince(since, requested);
  } catch (error) {
    logBundleBuildFailed(error);
    res.status(503).set('Cache-Control', 'no-store').send('Directory temporarily unavailable');
    return;
  }
  const { delta, reads } = answer;
  const json = JSON.stringify(delta);
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? gzipSync(json) : Buffer.from(json);
  res.set({
    [DIRECTORY_READS_HEADER]: String(reads),
    [DIRECTORY_VERSION_HEADER]: String(delta.version),
    // The changes between two versions never change once the newer one is held.
    'Cache-Control':
      requested !== null && delta.version >= requested ? VERSIONED_CACHE : 'no-store',
    Vary: 'Accept-Encoding',
    'Content-Type': 'application/json; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': String(body.length),
  });
  if (gzip) res.set('Content-Encoding', 'gzip');
  if (req.method === 'HEAD') res.status(200).end();
  else res.status(200).end(body);
}
