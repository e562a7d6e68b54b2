/**
 * Firestore document reads caused by the directory, per page load: reads delivered to this
 * browser's listener plus the reads the bundle function reported for our requests. Exposed on
 * window so the read benchmark (scripts/bench/directory-reads.ts) can check that a view costs
 * the same at any number of listings.
 */
export interface DirectoryStats {
  listenerReads: number;
  functionReads: number;
  /** Whole bundles downloaded, and change lists applied to a held bundle instead. */
  bundleFetches: number;
  changeFetches: number;
  version: number | null;
}

declare global {
  interface Window {
    __swagdropDirectoryStats?: DirectoryStats;
  }
}

export function directoryStats(): DirectoryStats {
  window.__swagdropDirectoryStats ??= {
    listenerReads: 0,
    functionReads: 0,
    bundleFetches: 0,
    changeFetches: 0,
    version: null,
  };
  return window.__swagdropDirectoryStats;
}
