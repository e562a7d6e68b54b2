import { lazyClient } from './app';

export const getDb = lazyClient(
  () =>
    import('firebase/firestore').then(({ getFirestore, connectFirestoreEmulator }) => ({
      getFirestore,
      connectFirestoreEmulator,
    })),
  ({ getFirestore, connectFirestoreEmulator }, app, config) => {
    const db = getFirestore(app);
    if (config.emulators) {
      const { host, port } = config.emulators.firestore;
      connectFirestoreEmulator(db, host, port);
    }
    return db;
  },
);
