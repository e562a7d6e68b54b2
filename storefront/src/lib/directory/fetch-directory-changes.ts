import {
  DIRECTORY_READS_HEADER,
  DIRECTORY_SINCE_PARAM,
  applyDirectoryDelta,
  parseDirectoryDelta,
  type DirectoryBundle,
} from '@swagdrop/model';
import { HttpError } from '../http-error';
import { directoryStats } from './directory-stats';
import { directoryUrl } from './prefetch-directory';

/**
 * The held bundle moved on to at least `version` by the listings changed since it (a few
 * hundred bytes per change instead of the whole bundle), or null when the function answers
 * that the whole bundle is the cheaper download.
 */
export async function fetchDirectoryChanges(
  held: DirectoryBundle,
  version: number,
): Promise<DirectoryBundle | null> {
  const url = directoryUrl(version);
  url.searchParams.set(DIRECTORY_SINCE_PARAM, String(held.version));
  const response = await fetch(url);
  const stats = directoryStats();
  stats.changeFetches += 1;
  stats.functionReads += Number(response.headers.get(DIRECTORY_READS_HEADER) ?? 0) || 0;
  if (!response.ok) throw new HttpError('directoryData', response.status);
  const delta = parseDirectoryDelta(await response.json());
  if (delta.full || delta.since !== held.version) return null;
  return applyDirectoryDelta(held, delta);
}
