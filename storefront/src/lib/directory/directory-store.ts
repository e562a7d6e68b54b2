import { useDeferredValue, useState } from 'react';
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { DirectoryBundle } from '@swagdrop/model';
import { listenerQuery } from '@swagdrop/firebase-web/listen';
import { queryKeys } from '../query-keys';
import { directoryStats } from './directory-stats';
import { fetchDirectoryBundle } from './fetch-directory';
import { fetchDirectoryChanges } from './fetch-directory-changes';
import { prefetchedDirectoryVersion } from './prefetch-directory';
import { watchDirectoryVersion } from './watch-directory-version';

export type DirectoryState =
  | { status: 'loading'; bundle: null }
  | { status: 'ready'; bundle: DirectoryBundle }
  /** A failed list fetch is logged (query client) and shows an empty list. */
  | { status: 'error'; bundle: null };

type BundleVersion = number | 'current';

let pageLoadVersion: BundleVersion | undefined;

/**
 * What the page load's first request asks for: on /swag the version its first paint showed
 * (an immutable URL, already on its way from main.tsx), elsewhere whatever the function holds.
 * The meta listener announcing that same version then maps to the same query: no second
 * download.
 */
function firstVersion(): BundleVersion {
  pageLoadVersion ??= prefetchedDirectoryVersion() ?? 'current';
  return pageLoadVersion;
}

/**
 * A newer version: the held bundle moved on by the listings changed since it when this tab
 * holds one, else (or when that fails, or the function says the whole bundle is cheaper) the
 * whole bundle of that version.
 */
async function loadVersion(queryClient: QueryClient, version: number): Promise<DirectoryBundle> {
  const held = newestHeldBundle(queryClient);
  if (held && held.version < version) {
    const moved = await fetchDirectoryChanges(held, version).catch(() => null);
    if (moved) return moved;
  }
  return fetchDirectoryBundle(version);
}

/** One bundle per version: immutable, so never stale; rows keep their identity (no sharing). */
function bundleQuery(queryClient: QueryClient, version: BundleVersion) {
  return {
    queryKey: queryKeys.directory(version),
    queryFn: async () => {
      const bundle =
        version === 'current'
          ? await fetchDirectoryBundle()
          : await loadVersion(queryClient, version);
      if (directoryStats().version === null) performance.mark('swagdrop:directory-data');
      directoryStats().version = bundle.version;
      // Also held under its version, so the listener announcing it downloads nothing.
      if (bundle.version !== version) {
        queryClient.setQueryData(queryKeys.directory(bundle.version), bundle);
      }
      return bundle;
    },
    staleTime: Infinity,
    structuralSharing: false,
  };
}

/** The newest bundle this tab holds, so a page opened again (or a change) starts from it. */
function newestHeldBundle(queryClient: QueryClient): DirectoryBundle | undefined {
  let newest: DirectoryBundle | undefined;
  const held = queryClient.getQueriesData<DirectoryBundle>({ queryKey: queryKeys.directories });
  for (const [, bundle] of held) {
    if (bundle && (newest === undefined || bundle.version > newest.version)) newest = bundle;
  }
  return newest;
}

/**
 * The newest version `directory/meta` announced to a live view (its listener is a query, so a
 * view opened again starts from the last one), else the newest this tab holds.
 */
function useAnnouncedVersion(live: boolean, queryClient: QueryClient): number | undefined {
  const [held] = useState(() => newestHeldBundle(queryClient)?.version);
  const meta = useQuery({
    queryKey: queryKeys.directoryMeta,
    ...listenerQuery(watchDirectoryVersion),
    enabled: live,
  });
  const announced = live ? meta.data : undefined;
  return announced === undefined ? held : Math.max(held ?? announced, announced);
}

/**
 * The directory bundle, shared by every page of this tab through the query cache. `live` views
 * also follow `directory/meta`, so listings added, edited or deleted by an admin appear
 * without a reload: a newer version is fetched while the older one stays on screen. A new
 * bundle renders as a deferred value: the page it fills (the whole directory grid on /swag)
 * renders in slices a phone can interleave with input, not in one synchronous task.
 */
export function useDirectory({
  live,
  enabled = true,
}: {
  live: boolean;
  /** false: nothing is fetched (a page that needs the bundle only in some states). */
  enabled?: boolean;
}): DirectoryState {
  const queryClient = useQueryClient();
  const announced = useAnnouncedVersion(live && enabled, queryClient);
  const first = useQuery({ ...bundleQuery(queryClient, firstVersion()), enabled });
  // Once the first request has answered: a newer version, or the announced one if it failed.
  const update =
    announced !== undefined && (first.isError || (first.data && announced > first.data.version))
      ? announced
      : undefined;
  const latest = useQuery({
    ...bundleQuery(queryClient, update ?? firstVersion()),
    enabled: update !== undefined,
    placeholderData: keepPreviousData,
  });
  const bundle = useDeferredValue((update === undefined ? undefined : latest.data) ?? first.data);
  if (bundle) return { status: 'ready', bundle };
  if (first.isError && (update === undefined || latest.isError)) {
    return { status: 'error', bundle: null };
  }
  return { status: 'loading', bundle: null };
}

/** The directory's query string, so the detail page's back link returns to the same view. */
let lastDirectorySearch = '';
export function rememberDirectorySearch(search: string): void {
  lastDirectorySearch = search;
}
export function directoryPath(): string {
  return `/swag${lastDirectorySearch}`;
}
