import type { DocumentSnapshot } from 'firebase/firestore';
import { startLazyListener } from './lazy-listener';

/**
 * Listens to one Firestore document. The Firebase layer and the Firestore SDK load on first
 * use, so a page that never watches never downloads them.
 */
export function watchDocument(
  path: readonly [collection: string, id: string],
  onNext: (snapshot: DocumentSnapshot) => void,
  onError: (error: unknown) => void,
): () => void {
  return startLazyListener(async () => {
    const [{ getDb }, { doc, onSnapshot }] = await Promise.all([
      import('@swagdrop/firebase-web').then(({ getDb }) => ({ getDb })),
      import('firebase/firestore').then(({ doc, onSnapshot }) => ({ doc, onSnapshot })),
    ]);
    const db = await getDb();
    return onSnapshot(doc(db, ...path), onNext, onError);
  }, onError);
}
