import { startTransition, useEffect, useState } from 'react';
import type { DirectoryBundle } from '@swagdrop/shared-ui/model';
import { directoryStats } from './directory-stats';
import { fetchDirectoryBundle } from './fetch-directory';
import { prefetchedDirectoryVersion } from './prefetch-directory';
import { watchDirectoryVersion } from './watch-directory-version';

export type DirectoryState =
  | { status: 'loading'; bundle: null }
  | { status: 'ready'; bundle: DirectoryBundle }
  /** docs/product-rules.md#texts: a failed list fetch is logged and shows an empty list. */
  | { status: 'error'; bundle: null };

/**
 * The directory bundle shared by every page of this tab: fetched once, kept while the visitor
 * moves between home, the directory and details, and — while a live view is open — replaced
 * whenever `directory/meta` announces a newer version.
 */
let state: DirectoryState = { status: 'loading', bundle: null };
let started = false;
const listeners = new Set<() => void>();

let liveViews = 0;
let stopWatching: (() => void) | undefined;
/** Newest version announced by the meta listener that we do not hold yet. */
let wantedVersion = -1;
let versionedFetch: Promise<void> | undefined;

function setState(next: DirectoryState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function accept(bundle: DirectoryBundle): void {
  // Responses can arrive out of order: never replace a newer bundle with an older one.
  if (state.bundle && state.bundle.version > bundle.version) return;
  directoryStats().version = bundle.version;
  if (state.status !== 'ready') performance.mark('swagdrop:directory-data');
  setState({ status: 'ready', bundle });
}

function fail(error: unknown): void {
  console.error('Failed to load the swag directory', error);
  if (state.status === 'loading') setState({ status: 'error', bundle: null });
}

function ensureLoaded(): void {
  if (started) return;
  started = true;
  const painted = prefetchedDirectoryVersion();
  const initial = fetchDirectoryBundle().then(accept, fail);
  // /swag's first request names the painted version: while it is on its way, the meta
  // listener announcing that same version must not start a second download (on a cold
  // function instance, a second read of every listing). If it fails, the announced version is
  // fetched once more.
  if (painted !== undefined) track(initial, painted, { retryIfEmpty: true });
}

function track(fetching: Promise<void>, target: number, { retryIfEmpty = false } = {}): void {
  versionedFetch = fetching.finally(() => {
    versionedFetch = undefined;
    // Stop if the server could not give what was announced (no endless refetching).
    if (wantedVersion > target || (retryIfEmpty && !state.bundle)) fetchWanted();
  });
}

/** Fetches the newest announced version; a version announced meanwhile is fetched next. */
function fetchWanted(): void {
  if (versionedFetch || wantedVersion < 0) return;
  if (state.bundle && state.bundle.version >= wantedVersion) return;
  track(fetchDirectoryBundle(wantedVersion).then(accept, fail), wantedVersion);
}

function retainLive(): () => void {
  liveViews += 1;
  if (liveViews === 1) {
    stopWatching = watchDirectoryVersion(
      (version) => {
        wantedVersion = Math.max(wantedVersion, version);
        fetchWanted();
      },
      (error) => console.error('Directory live updates stopped', error),
    );
  }
  return () => {
    liveViews -= 1;
    if (liveViews === 0) {
      stopWatching?.();
      stopWatching = undefined;
    }
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => state;

/**
 * The directory bundle. `live` views also follow `directory/meta`, so listings added, edited
 * or deleted by an admin appear without a reload. A new bundle renders as a transition (not
 * through useSyncExternalStore, whose updates are synchronous): the page it fills — the whole
 * directory grid on /swag — renders in slices a phone can interleave with input.
 */
export function useDirectory({ live }: { live: boolean }): DirectoryState {
  const [snapshot, setSnapshot] = useState(getSnapshot);
  useEffect(() => {
    const sync = () => startTransition(() => setSnapshot(getSnapshot()));
    const unsubscribe = subscribe(sync);
    // The store may have changed between this render and the subscription.
    sync();
    ensureLoaded();
    const release = live ? retainLive() : undefined;
    return () => {
      unsubscribe();
      release?.();
    };
  }, [live]);
  return snapshot;
}

/** The directory's query string, so the detail page's back link returns to the same view. */
let lastDirectorySearch = '';
export function rememberDirectorySearch(search: string): void {
  lastDirectorySearch = search;
}
export function directoryPath(): string {
  return `/swag${lastDirectorySearch}`;
}
