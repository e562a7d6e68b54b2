import type { Firestore } from 'firebase/firestore';
import { getFirebaseApp } from './app';

let dbPromise: Promise<Firestore> | undefined;

export function getDb(): Promise<Firestore> {
  dbPromise ??= (async () => {
    const [{ app, config }, { getFirestore, connectFirestoreEmulator }] = await Promise.all([
      getFirebaseApp(),
      import('firebase/firestore'),
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
