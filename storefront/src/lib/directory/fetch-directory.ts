import {
  DIRECTORY_FUNCTION,
  DIRECTORY_READS_HEADER,
  parseDirectoryBundle,
  type DirectoryBundle,
} from '@swagdrop/shared-ui/model';
import { loadRuntimeConfig } from '@swagdrop/shared-ui/federation';
import { directoryStats } from './directory-stats';

/**
 * GET the directory bundle. With a version the URL is immutable (cacheable by the browser and
 * the CDN); without one the function answers with what it currently holds. No Firebase SDK is
 * involved, so the home page stays light.
 */
export async function fetchDirectoryBundle(version?: number): Promise<DirectoryBundle> {
  const { functionsBaseUrl } = await loadRuntimeConfig();
  const url = new URL(`${functionsBaseUrl}/${DIRECTORY_FUNCTION}`, window.location.href);
  if (version !== undefined) url.searchParams.set('v', String(version));
  const response = await fetch(url);
  const stats = directoryStats();
  stats.bundleFetches += 1;
  stats.functionReads += Number(response.headers.get(DIRECTORY_READS_HEADER) ?? 0) || 0;
  if (!response.ok) throw new Error(`directoryData: HTTP ${response.status}`);
  return parseDirectoryBundle(await response.json());
}
