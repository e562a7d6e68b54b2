import { createDirectoryCache } from './firestore-source';

/**
 * The instance's directory bundle, shared by directoryData and renderDirectoryPage (one
 * Firestore read of every listing per directory version and instance, not one per function).
 */
export const directoryCache = createDirectoryCache();
