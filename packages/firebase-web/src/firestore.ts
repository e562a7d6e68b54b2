import type { Firestore } from 'firebase/firestore';
import { getFirebaseApp } from './app';

let dbPromise: Promise<Firestore> | undefined;

export function getDb(): Promise<Firestore> {
  dbPromise ??= (async () => {
    const sdk = import('firebase/firestore').then(({ getFirestore, connectFirestoreEmulator }) => ({
      getFirestore,
      connectFirestoreEmulator,
    }));
    const [{ app, config }, { getFirestore, connectFirestoreEmulator }] = await Promise.all([
      getFirebaseApp(),
      sdk,
    ]);
    const db = getFirestore(app);
    if (config.emulators) {
      const { host, port } = config.emulators.firestore;
      connectFirestoreEmulator(db, host, port);
    }
    return db;
  })();
  return dbPromise;
}
