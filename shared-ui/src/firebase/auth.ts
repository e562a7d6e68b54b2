import type { Auth } from 'firebase/auth';
import { getFirebaseApp } from './app';

let authPromise: Promise<Auth> | undefined;

export function getAuthClient(): Promise<Auth> {
  authPromise ??= (async () => {
    const [{ app, config }, { getAuth, connectAuthEmulator }] = await Promise.all([
      getFirebaseApp(),
      import('firebase/auth'),
    ]);
    const auth = getAuth(app);
    if (config.emulators)
      connectAuthEmulator(auth, config.emulators.auth, { disableWarnings: true });
    return auth;
  })();
  return authPromise;
}
