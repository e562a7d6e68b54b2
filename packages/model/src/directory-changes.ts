import type { DirectoryBundle, DirectoryRow } from './directory';
import { isListingLive } from './listing-term';
import { isListingAllClaimed } from './stock-rules';

/**
 * Listing changes between two directory versions (docs/architecture.md#directory-view): what a
 * function instance and an open directory apply to the catalogue they hold instead of reading or
 * downloading all of it again.
 */

/** One document per listing write, kept a day (TTL field `expires_at`), keyed by nothing. */
export const DIRECTORY_CHANGES_COLLECTION = 'directory_changes';
/** `directoryData?v=<version>&since=<held version>`: the changes, not the bundle. */
export const DIRECTORY_SINCE_PARAM = 'since';
/** How long change entries stay readable; an older `since` gets `full: true`. */
export const DIRECTORY_CHANGE_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Above this many changed listings a delta stops being cheaper than the whole bundle. */
export const DIRECTORY_DELTA_MAX_CHANGES = 200;

/**
 * Whether a listing appears in the directory (bundle, /swag, home, sitemap) at `now`: the one
 * place that decides it, so a new reason a listing stops being listed is one line here.
 */
export function isListedInDirectory(row: DirectoryRow, now: number = Date.now()): boolean {
  return (
    isListingLive({ expires_at: row.expires_at ?? null, expired: row.expired }, now) &&
    // An all-claimed listing keeps its page (with similar swag) but leaves every list.
    !isListingAllClaimed(row)
  );
}

/** The directory's order: newest first; the id breaks ties so every holder orders alike. */
export function orderDirectoryRows(rows: DirectoryRow[]): DirectoryRow[] {
  return rows.sort((a, b) => b.created_at - a.created_at || (a.id < b.id ? -1 : 1));
}

/** A changed listing: its row as it is now, or null when it is gone or no longer listed. */
export interface DirectoryChange {
  id: string;
  row: DirectoryRow | null;
}

/** The answer to `since`: the changes up to `version`, or `full` when the bundle is cheaper. */
export type DirectoryDelta =
  | { version: number; since: number; full?: false; changes: DirectoryChange[] }
  | { version: number; since: number; full: true };

/** The listed rows after applying `changes` (deletions and unlisted rows leave), in order. */
export function applyDirectoryChanges(
  rows: readonly DirectoryRow[],
  changes: readonly DirectoryChange[],
  now: number = Date.now(),
): DirectoryRow[] {
  const changed = new Map(changes.map((change) => [change.id, change.row]));
  const kept = rows.filter((row) => !changed.has(row.id) && isListedInDirectory(row, now));
  for (const row of changed.values()) {
    if (row && isListedInDirectory(row, now)) kept.push(row);
  }
  return orderDirectoryRows(kept);
}

/** A held bundle moved on by a delta (the caller checked the delta starts at its version). */
export function applyDirectoryDelta(
  bundle: DirectoryBundle,
  delta: Extract<DirectoryDelta, { changes: DirectoryChange[] }>,
  now: number = Date.now(),
): DirectoryBundle {
  const listings = applyDirectoryChanges(bundle.listings, delta.changes, now);
  return { version: delta.version, count: listings.length, listings };
}

/** Parses a delta received over HTTP; anything malformed is rejected (the caller refetches). */
export function parseDirectoryDelta(value: unknown): DirectoryDelta {
  const body = value as Partial<{
    version: unknown;
    since: unknown;
    full: unknown;
    changes: unknown;
  }>;
  if (
    typeof body !== 'object' ||
    body === null ||
    typeof body.version !== 'number' ||
    typeof body.since !== 'number'
  ) {
    throw new Error('Malformed directory changes');
  }
  if (body.full === true) return { version: body.version, since: body.since, full: true };
  if (!Array.isArray(body.changes)) throw new Error('Malformed directory changes');
  const changes = body.changes.map((change: unknown) => {
    const entry = change as Partial<DirectoryChange> | null;
    if (typeof entry?.id !== 'string' || (entry.row !== null && typeof entry.row !== 'object')) {
      throw new Error('Malformed directory changes');
    }
    return { id: entry.id, row: entry.row ?? null };
  });
  return { version: body.version, since: body.since, changes };
}
