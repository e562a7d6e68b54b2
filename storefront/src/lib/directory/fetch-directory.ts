import {
  DIRECTORY_READS_HEADER,
  parseDirectoryBundle,
  type DirectoryBundle,
} from '@swagdrop/shared-ui/model';
import { directoryStats } from './directory-stats';
import { directoryUrl, takePrefetchedDirectory } from './prefetch-directory';

/**
 * GET the directory bundle. With a version the URL is immutable (cacheable by the browser and
 * the CDN); without one the function answers with what it currently holds. No Firebase SDK is
 * involved, so the home page stays light.
 */
export async function fetchDirectoryBundle(version?: number): Promise<DirectoryBundle> {
  const early = version === undefined ? takePrefetchedDirectory() : undefined;
  const response = await (early ?? fetch(directoryUrl(version)));
  const stats = directoryStats();
  stats.bundleFetches += 1;
  stats.functionReads += Number(response.headers.get(DIRECTORY_READS_HEADER) ?? 0) || 0;
  if (!response.ok) throw new Error(`directoryData: HTTP ${response.status}`);
  return parseDirectoryBundle(await response.json());
}
