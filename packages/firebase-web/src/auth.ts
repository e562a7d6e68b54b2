import type { Auth } from 'firebase/auth';
import { getFirebaseApp } from './app';

let authPromise: Promise<Auth> | undefined;

export function getAuthClient(): Promise<Auth> {
  authPromise ??= (async () => {
    const sdk = import('firebase/auth').then(
      ({
        initializeAuth,
        connectAuthEmulator,
        indexedDBLocalPersistence,
        browserLocalPersistence,
        browserSessionPersistence,
      }) => ({
        initializeAuth,
        connectAuthEmulator,
        indexedDBLocalPersistence,
        browserLocalPersistence,
        browserSessionPersistence,
      }),
    );
    const [{ app, config }, authSdk] = await Promise.all([getFirebaseApp(), sdk]);
    // getAuth() would also install the popup/redirect resolver, which loads Google's gapi
    // script from apis.google.com on start: a third-party request our CSP blocks (a console
    // error on every page). Both apps sign in with email and password only.
    const auth = authSdk.initializeAuth(app, {
      persistence: [
        authSdk.indexedDBLocalPersistence,
        authSdk.browserLocalPersistence,
        authSdk.browserSessionPersistence,
      ],
    });
    if (config.emulators)
      authSdk.connectAuthEmulator(auth, config.emulators.auth, { disableWarnings: true });
    return auth;
  })();
  return authPromise;
}

/**
 * The signed-in user's id; a visitor without an account is signed in anonymously first
 * (storage.rules let only signed-in users upload, each into their own pending folder). The
 * anonymous account lives in this browser; signing in with a real account later replaces it.
 */
export async function signedInUid(): Promise<string> {
  const auth = await getAuthClient();
  await auth.authStateReady();
  if (auth.currentUser) return auth.currentUser.uid;
  const { signInAnonymously } = await import('firebase/auth');
  return (await signInAnonymously(auth)).user.uid;
}
