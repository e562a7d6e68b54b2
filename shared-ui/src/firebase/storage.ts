import type { FirebaseStorage } from 'firebase/storage';
import { getFirebaseApp } from './app';

let storagePromise: Promise<FirebaseStorage> | undefined;

export function getStorageClient(): Promise<FirebaseStorage> {
  storagePromise ??= (async () => {
    const sdk = import('firebase/storage').then(({ getStorage, connectStorageEmulator }) => ({
      getStorage,
      connectStorageEmulator,
    }));
    const [{ app, config }, { getStorage, connectStorageEmulator }] = await Promise.all([
      getFirebaseApp(),
      sdk,
    ]);
    const storage = getStorage(app);
    if (config.emulators) {
      const { host, port } = config.emulators.storage;
      connectStorageEmulator(storage, host, port);
    }
    return storage;
  })();
  return storagePromise;
}
