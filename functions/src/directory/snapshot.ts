import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import {
  isListedInDirectory,
  orderDirectoryRows,
  type DirectoryBundle,
  type DirectoryRow,
} from '@swagdrop/model';

/** One built directory bundle, kept in memory per function instance. */
export interface DirectorySnapshot {
  version: number;
  /** The listed rows, newest first: what the bundle, /swag and the sitemap show. */
  rows: DirectoryRow[];
  json: string;
  gzip: Buffer;
  etag: string;
  /**
   * Every listing held for this version, listed or not, by id: a listing's end passing needs no
   * new read, and a change is applied to this map instead of reading every listing again.
   */
  source: ReadonlyMap<string, DirectoryRow>;
  /** Epoch ms of the earliest end among the listed rows (Infinity when none ends). */
  staleAt: number;
}

/**
 * The bundle of one version at `now`: listings no longer listed are left out even before the
 * expiry schedule marks them (its write then moves the version on). The etag names the listed
 * count and a hash of the content, because a listing reaching its end, or the periodic full
 * check healing a missed change, changes the content without changing the version.
 */
export function buildSnapshot(
  version: number,
  rows: Iterable<DirectoryRow>,
  now: number = Date.now(),
): DirectorySnapshot {
  const source = new Map<string, DirectoryRow>();
  for (const row of rows) source.set(row.id, row);
  const listed = orderDirectoryRows(
    [...source.values()].filter((row) => isListedInDirectory(row, now)),
  );
  const bundle: DirectoryBundle = { version, count: listed.length, listings: listed };
  const json = JSON.stringify(bundle);
  const staleAt = listed.reduce(
    (earliest, row) => Math.min(earliest, row.expires_at ?? Number.POSITIVE_INFINITY),
    Number.POSITIVE_INFINITY,
  );
  const hash = createHash('sha1').update(json).digest('hex').slice(0, 10);
  return {
    version,
    rows: listed,
    json,
    gzip: gzipSync(json),
    etag: `"v${version}-${listed.length}-${hash}"`,
    source,
    staleAt,
  };
}

/** Ids whose rows differ between two holdings (added, removed or changed). */
export function changedIds(
  before: ReadonlyMap<string, DirectoryRow>,
  after: ReadonlyMap<string, DirectoryRow>,
): string[] {
  const ids: string[] = [];
  for (const [id, row] of after) {
    const old = before.get(id);
    if (!old || JSON.stringify(old) !== JSON.stringify(row)) ids.push(id);
  }
  for (const id of before.keys()) if (!after.has(id)) ids.push(id);
  return ids;
}
