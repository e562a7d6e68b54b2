import { DIRECTORY_CHANGE_RETENTION_MS } from '@swagdrop/model';

/** A listing change as `directory_changes` records it: which listing, at which version. */
export interface ChangeEntry {
  id: string;
  version: number;
}

/** Versions are commit times in microseconds (versionFromTimestamp). */
export const versionAt = (ms: number): number => ms * 1000;

/**
 * Which listings changed after which version, as far as this instance knows: the answers to
 * open directories asking for the changes since the version they hold come from here, from
 * memory, instead of from a Firestore read per browser. Complete for versions after `from`.
 */
export class ChangeLog {
  private from = Number.POSITIVE_INFINITY;
  private readonly latest = new Map<string, number>();

  /** Nothing is known before `version` (a full read of every listing at that version). */
  startAt(version: number): void {
    if (this.from === Number.POSITIVE_INFINITY) this.from = version;
  }

  covers(since: number): boolean {
    return since >= this.from;
  }

  record(entries: readonly ChangeEntry[]): void {
    for (const { id, version } of entries) {
      if (version > (this.latest.get(id) ?? Number.NEGATIVE_INFINITY)) this.latest.set(id, version);
    }
  }

  /** Entries read from Firestore for every change after `since`: the log now covers it. */
  extend(since: number, entries: readonly ChangeEntry[]): void {
    this.record(entries);
    this.from = Math.min(this.from, since);
  }

  /** The listings changed after `since`. */
  idsAfter(since: number): string[] {
    return [...this.latest].filter(([, version]) => version > since).map(([id]) => id);
  }

  /** Forgets what Firestore no longer keeps either (its TTL deletes older entries). */
  prune(nowMs: number): void {
    const cutoff = versionAt(nowMs - DIRECTORY_CHANGE_RETENTION_MS);
    for (const [id, version] of this.latest) if (version <= cutoff) this.latest.delete(id);
    if (this.from < cutoff) this.from = cutoff;
  }
}
