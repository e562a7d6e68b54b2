import type { DocumentData, Query, QuerySnapshot } from 'firebase/firestore';

/** How long a screen waits for the server's answer before it says the read failed. */
const SERVER_READ_TIMEOUT_MS = 30_000;

/**
 * A page of admin data as the server has it now. Plain getDocs gives up on the server after
 * 10 s and answers from the local cache, which on a freshly opened screen is empty: the
 * Activity log said "No activity yet." because the backend was slow. This listens until the
 * server's answer arrives (however slow the backend is, up to SERVER_READ_TIMEOUT_MS) and
 * fails with 'unavailable' when none does, so a screen shows data or an error, never a guess.
 */
export async function readDocs<T extends DocumentData>(query: Query<T>): Promise<QuerySnapshot<T>> {
  const { onSnapshot } = await import('firebase/firestore');
  return new Promise((resolve, reject) => {
    let stop = () => {};
    const timer = setTimeout(() => {
      stop();
      reject(Object.assign(new Error('Firestore did not answer in time'), { code: 'unavailable' }));
    }, SERVER_READ_TIMEOUT_MS);
    const unsubscribe = onSnapshot(
      query,
      { includeMetadataChanges: true },
      (snapshot) => {
        if (snapshot.metadata.fromCache) return;
        stop();
        resolve(snapshot);
      },
      (error) => {
        stop();
        reject(error);
      },
    );
    stop = () => {
      clearTimeout(timer);
      unsubscribe();
    };
  });
}
