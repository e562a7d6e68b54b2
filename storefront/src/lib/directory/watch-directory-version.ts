import { DIRECTORY_META_PATH, versionFromTimestamp } from '@swagdrop/model';
import { directoryStats } from './directory-stats';

/**
 * Listens to `directory/meta` only: one document read when the view opens and one per listing
 * change, whatever the number of listings. The Firebase layer and the Firestore SDK load on
 * first use, so pages that never watch (home) never download them.
 */
export async function watchDirectoryVersion(
  onVersion: (version: number) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  const [{ getDb }, { doc, onSnapshot }] = await Promise.all([
    import('@swagdrop/firebase-web').then(({ getDb }) => ({ getDb })),
    import('firebase/firestore').then(({ doc, onSnapshot }) => ({ doc, onSnapshot })),
  ]);
  const meta = doc(await getDb(), DIRECTORY_META_PATH.collection, DIRECTORY_META_PATH.doc);
  return onSnapshot(
    meta,
    (snapshot) => {
      if (!snapshot.metadata.fromCache) directoryStats().listenerReads += 1;
      onVersion(versionFromTimestamp(snapshot.get('version')));
    },
    onError,
  );
}
