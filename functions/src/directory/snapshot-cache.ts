import {
  DIRECTORY_DELTA_MAX_CHANGES,
  DIRECTORY_CHANGE_RETENTION_MS,
  DIRECTORY_VERSION_CHECK_MS,
  isListedInDirectory,
  type DirectoryDelta,
  type DirectoryRow,
} from '@swagdrop/model';
import { ChangeLog, versionAt, type ChangeEntry } from './change-log';
import { buildSnapshot, changedIds, type DirectorySnapshot } from './snapshot';

export { buildSnapshot, type DirectorySnapshot } from './snapshot';

/** Where the bundle comes from; Firestore in production, plain functions in unit tests. */
export interface DirectorySource {
  /** The current `directory/meta` version: one document read. */
  readVersion(): Promise<number>;
  /** Every listing: one read per document (at least one, as Firestore bills an empty query). */
  readRows(): Promise<DirectoryRow[]>;
  /** Up to `limit` changes after `version`, oldest first: one read each (at least one). */
  readChanges(after: number, limit: number): Promise<ChangeEntry[]>;
  /** These listings as they are now (null: deleted): one read per id. */
  readListings(ids: readonly string[]): Promise<Map<string, DirectoryRow | null>>;
}

export interface CacheAnswer {
  snapshot: DirectorySnapshot;
  /** Firestore document reads this call caused (0 when answered from memory). */
  reads: number;
}

export interface DirectoryCacheOptions {
  /** How long a version check answers requests that name no version. */
  freshForMs?: number;
  /** How often the next version check re-reads every listing to heal a missed change. */
  fullCheckMs?: number;
  now?: () => number;
}

/** The periodic full check in production; tests shorten it (DIRECTORY_FULL_CHECK_MS). */
export const DEFAULT_FULL_CHECK_MS = 15 * 60 * 1000;

/**
 * Serves the directory bundle from memory and reads Firestore only when a caller needs a newer
 * version than the one held. Moving from the held version V to a newer one reads the meta
 * version, the change entries after V and the changed listings: reads proportional to what
 * changed, not to the catalogue. Every `fullCheckMs` a version check re-reads every listing
 * instead, so a change whose entry never arrived (or was lost) is healed within that period.
 * A bundle built after reading version V contains every listing write whose summary bump
 * committed by then, so it may answer any request for version <= V. Requests without a version
 * accept a bundle whose version was checked `freshForMs` ago.
 */
export class DirectoryCache {
  private current: DirectorySnapshot | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private fullAt = Number.NEGATIVE_INFINITY;
  private inflight: Promise<DirectorySnapshot> | undefined;
  private readonly log = new ChangeLog();
  private readonly freshForMs: number;
  private readonly fullCheckMs: number;
  private readonly now: () => number;

  constructor(
    private readonly source: DirectorySource,
    options: DirectoryCacheOptions = {},
  ) {
    this.freshForMs = options.freshForMs ?? DIRECTORY_VERSION_CHECK_MS;
    this.fullCheckMs = options.fullCheckMs ?? DEFAULT_FULL_CHECK_MS;
    this.now = options.now ?? Date.now;
  }

  async get(requested: number | null): Promise<CacheAnswer> {
    const now = this.now();
    if (this.current && now >= this.current.staleAt) {
      // A listing's end passed: drop it from the held version without reading Firestore again.
      const { version, source } = this.current;
      this.current = buildSnapshot(version, source.values(), now);
    }
    const held = this.current;
    if (held && this.satisfies(held, requested)) return { snapshot: held, reads: 0 };
    if (this.inflight) {
      // Concurrent callers share one refresh instead of each reading the changes.
      const shared = await this.inflight;
      if (this.satisfies(shared, requested)) return { snapshot: shared, reads: 0 };
    }
    return this.refresh(requested === null);
  }

  /**
   * The listings changed after `since` (an open directory's version), as rows of the held
   * bundle of at least `requested`: from memory when this instance saw those changes, else
   * one read per change entry, once. `full` when the bundle is the cheaper answer.
   */
  async changesSince(
    since: number,
    requested: number | null,
  ): Promise<{ delta: DirectoryDelta; reads: number }> {
    const answer = await this.get(requested);
    let { reads } = answer;
    const { snapshot } = answer;
    const full = { delta: { version: snapshot.version, since, full: true as const }, reads };
    const now = this.now();
    this.log.prune(now);
    if (since < versionAt(now - DIRECTORY_CHANGE_RETENTION_MS)) return full;
    if (!this.log.covers(since)) {
      const entries = await this.source.readChanges(since, DIRECTORY_DELTA_MAX_CHANGES + 1);
      reads += Math.max(entries.length, 1);
      if (entries.length > DIRECTORY_DELTA_MAX_CHANGES) return { ...full, reads };
      this.log.extend(since, entries);
    }
    const ids = since >= snapshot.version ? [] : this.log.idsAfter(since);
    if (ids.length > DIRECTORY_DELTA_MAX_CHANGES) return { ...full, reads };
    const changes = ids.map((id) => {
      const row = snapshot.source.get(id);
      return { id, row: row && isListedInDirectory(row, now) ? row : null };
    });
    return { delta: { version: snapshot.version, since, changes }, reads };
  }

  private satisfies(snapshot: DirectorySnapshot, requested: number | null): boolean {
    if (requested === null) return this.now() - this.checkedAt < this.freshForMs;
    return snapshot.version >= requested;
  }

  private async refresh(versionCheck: boolean): Promise<CacheAnswer> {
    const counter = { reads: 0 };
    const work = this.next(counter, versionCheck);
    this.inflight = work;
    try {
      const snapshot = await work;
      if (!this.current || snapshot.version >= this.current.version) this.current = snapshot;
      return { snapshot, reads: counter.reads };
    } finally {
      if (this.inflight === work) this.inflight = undefined;
    }
  }

  /**
   * `versionCheck`: a request naming no version (the page, the home page's bundle, the
   * sitemap), whose periodic check may be the full one; a request for a newer version only
   * moves the held bundle on, so what it costs depends on the change alone.
   */
  private async next(
    counter: { reads: number },
    versionCheck: boolean,
  ): Promise<DirectorySnapshot> {
    const version = await this.source.readVersion();
    counter.reads += 1;
    const now = this.now();
    this.checkedAt = now;
    const held = this.current;
    const fullDue = versionCheck && now - this.fullAt >= this.fullCheckMs;
    if (!held || fullDue) return this.readAll(version, counter);
    if (held.version >= version) return held;
    // Past half the catalogue (or the cap), reading every listing is the cheaper way.
    const limit = Math.min(DIRECTORY_DELTA_MAX_CHANGES, Math.floor(held.source.size / 2));
    const entries = await this.source.readChanges(held.version, limit + 1);
    counter.reads += Math.max(entries.length, 1);
    if (entries.length > limit) return this.readAll(version, counter);
    const ids = [...new Set(entries.map((entry) => entry.id))];
    const rows = ids.length > 0 ? await this.source.readListings(ids) : new Map();
    counter.reads += ids.length;
    const source = new Map(held.source);
    for (const id of ids) {
      const row = rows.get(id);
      if (row) source.set(id, row);
      else source.delete(id);
    }
    this.log.record(entries);
    // A change committed after the meta read is applied too: its version is the newer one.
    const newest = Math.max(version, ...entries.map((entry) => entry.version));
    return buildSnapshot(newest, source.values(), now);
  }

  private async readAll(version: number, counter: { reads: number }): Promise<DirectorySnapshot> {
    const rows = await this.source.readRows();
    counter.reads += Math.max(rows.length, 1);
    const now = this.now();
    this.fullAt = now;
    const held = this.current;
    const newest = held ? Math.max(version, held.version) : version;
    const snapshot = buildSnapshot(newest, rows, now);
    if (held) {
      // What the full read found different was missed: open directories get it as a change.
      const healed = changedIds(held.source, snapshot.source);
      this.log.record(healed.map((id) => ({ id, version: newest })));
    } else {
      this.log.startAt(newest);
    }
    return snapshot;
  }
}
