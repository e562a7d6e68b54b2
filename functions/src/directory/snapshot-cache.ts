import { gzipSync } from 'node:zlib';
import {
  DIRECTORY_VERSION_CHECK_MS,
  isListingLive,
  type DirectoryBundle,
  type DirectoryRow,
} from '@swagdrop/model';

/** One built directory bundle, kept in memory per function instance. */
export interface DirectorySnapshot {
  version: number;
  /**
   * The listed listings (live and not all claimed), newest first: what the bundle, /, /swag and
   * the sitemap show.
   */
  rows: DirectoryRow[];
  json: string;
  gzip: Buffer;
  etag: string;
  /** Every listing read for this version, live or not, so an end passing needs no new read. */
  source: DirectoryRow[];
  /** Epoch ms of the earliest end among the live rows (Infinity when none ends). */
  staleAt: number;
}

/** Where the bundle comes from; Firestore in production, plain functions in unit tests. */
export interface DirectorySource {
  /** The current `directory/meta` version: one document read. */
  readVersion(): Promise<number>;
  /** Every listing: one read per document (at least one, as Firestore bills an empty query). */
  readRows(): Promise<DirectoryRow[]>;
}

export interface CacheAnswer {
  snapshot: DirectorySnapshot;
  /** Firestore document reads this call caused (0 when answered from memory). */
  reads: number;
}

/**
 * The bundle of one version at `now`: all-claimed listings are left out, and expired ones even before the expiry
 * schedule marks them (its write then moves the version on). The etag names the live count too,
 * because a listing reaching its end changes the content without changing the version.
 */
export function buildSnapshot(
  version: number,
  rows: DirectoryRow[],
  now: number = Date.now(),
): DirectorySnapshot {
  // An all-claimed listing keeps its page (with similar swag) but leaves every list.
  const live = rows.filter((row) => isListingLive(row, now) && !row.all_claimed);
  const sorted = live.sort((a, b) => b.created_at - a.created_at);
  const bundle: DirectoryBundle = { version, count: sorted.length, listings: sorted };
  const json = JSON.stringify(bundle);
  const staleAt = sorted.reduce(
    (earliest, row) => Math.min(earliest, row.expires_at ?? Number.POSITIVE_INFINITY),
    Number.POSITIVE_INFINITY,
  );
  return {
    version,
    rows: sorted,
    json,
    gzip: gzipSync(json),
    etag: `"v${version}-${sorted.length}"`,
    source: rows,
    staleAt,
  };
}

/**
 * Serves the directory bundle from memory and reads Firestore only when a caller needs a newer
 * version than the one held. A bundle built after reading version V contains every listing
 * write whose summary bump committed by then, so it may answer any request for version <= V.
 * Requests without a version accept a bundle whose version was checked `freshForMs` ago.
 */
export class DirectoryCache {
  private current: DirectorySnapshot | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private inflight: Promise<DirectorySnapshot> | undefined;

  constructor(
    private readonly source: DirectorySource,
    private readonly freshForMs = DIRECTORY_VERSION_CHECK_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async get(requested: number | null): Promise<CacheAnswer> {
    const now = this.now();
    if (this.current && now >= this.current.staleAt) {
      // A listing's end passed: drop it from the held version without reading Firestore again.
      const { version, source } = this.current;
      this.current = buildSnapshot(version, source, now);
    }
    const held = this.current;
    if (held && this.satisfies(held, requested)) return { snapshot: held, reads: 0 };
    if (this.inflight) {
      // Concurrent callers share one rebuild instead of each reading every listing.
      const shared = await this.inflight;
      if (this.satisfies(shared, requested)) return { snapshot: shared, reads: 0 };
    }
    return this.refresh();
  }

  private satisfies(snapshot: DirectorySnapshot, requested: number | null): boolean {
    if (requested === null) return this.now() - this.checkedAt < this.freshForMs;
    return snapshot.version >= requested;
  }

  private async refresh(): Promise<CacheAnswer> {
    let reads = 0;
    const work = (async () => {
      const version = await this.source.readVersion();
      reads += 1;
      this.checkedAt = this.now();
      const held = this.current;
      if (held && held.version >= version) return held;
      const rows = await this.source.readRows();
      reads += Math.max(rows.length, 1);
      return buildSnapshot(version, rows, this.now());
    })();
    this.inflight = work;
    try {
      const snapshot = await work;
      if (!this.current || snapshot.version >= this.current.version) this.current = snapshot;
      return { snapshot, reads };
    } finally {
      if (this.inflight === work) this.inflight = undefined;
    }
  }
}
