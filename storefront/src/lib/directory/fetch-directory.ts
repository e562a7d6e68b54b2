import {
  DIRECTORY_READS_HEADER,
  parseDirectoryBundle,
  type DirectoryBundle,
} from '@swagdrop/model';
import { HttpError } from '../http-error';
import { directoryStats } from './directory-stats';
import {
  directoryUrl,
  prefetchedDirectoryVersion,
  takePrefetchedDirectory,
} from './prefetch-directory';

/**
 * GET the directory bundle. With a version the URL is immutable (cacheable by the browser and
 * the CDN); without one the function answers with what it currently holds. No Firebase SDK is
 * involved, so the home page stays light.
 */
export async function fetchDirectoryBundle(version?: number): Promise<DirectoryBundle> {
  // The early request (main.tsx) answers a versionless request, or one for the version it named.
  const early =
    version === undefined || version === prefetchedDirectoryVersion()
      ? takePrefetchedDirectory()
      : undefined;
  const response = await (early ?? fetch(directoryUrl(version)));
  const stats = directoryStats();
  stats.bundleFetches += 1;
  stats.functionReads += Number(response.headers.get(DIRECTORY_READS_HEADER) ?? 0) || 0;
  if (!response.ok) throw new HttpError('directoryData', response.status);
  return parseDirectoryBundle(await response.json());
}
