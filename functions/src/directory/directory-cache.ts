import { createDirectoryCache } from './firestore-source';

/**
 * The instance's directory catalogue, shared by every function serving it (directoryData,
 * renderDirectoryPage, sitemap): where the runtime runs them in one process, one set of reads
 * per change serves all of them. Each deployed function is its own service with its own
 * instances, so there each instance keeps its own copy, and a listing change costs each of them
 * reads for what changed only (snapshot-cache.ts), whatever the catalogue size.
 */
export const directoryCache = createDirectoryCache();
