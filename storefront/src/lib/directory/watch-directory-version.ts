import { DIRECTORY_META_PATH, versionFromTimestamp } from '@swagdrop/model';
import { watchDocument } from '../watch-document';
import { directoryStats } from './directory-stats';

/**
 * Listens to `directory/meta` only: one document read when the view opens and one per listing
 * change, whatever the number of listings. The Firebase SDK loads on first use, so pages that
 * never watch (home) never download it.
 */
export function watchDirectoryVersion(
  onVersion: (version: number) => void,
  onError: (error: unknown) => void,
): () => void {
  return watchDocument(
    [DIRECTORY_META_PATH.collection, DIRECTORY_META_PATH.doc],
    (snapshot) => {
      if (!snapshot.metadata.fromCache) directoryStats().listenerReads += 1;
      onVersion(versionFromTimestamp(snapshot.get('version')));
    },
    onError,
  );
}
