import { DIRECTORY_META_PATH, versionFromTimestamp } from '@swagdrop/shared-ui/model';
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
  let unsubscribe: (() => void) | undefined;
  let stopped = false;
  void (async () => {
    const [{ getDb }, { doc, onSnapshot }] = await Promise.all([
      import('@swagdrop/shared-ui/firebase').then(({ getDb }) => ({ getDb })),
      import('firebase/firestore').then(({ doc, onSnapshot }) => ({ doc, onSnapshot })),
    ]);
    const db = await getDb();
    if (stopped) return;
    unsubscribe = onSnapshot(
      doc(db, DIRECTORY_META_PATH.collection, DIRECTORY_META_PATH.doc),
      (snap) => {
        if (!snap.metadata.fromCache) directoryStats().listenerReads += 1;
        onVersion(versionFromTimestamp(snap.get('version')));
      },
      onError,
    );
  })().catch(onError);
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}
