import { lazyClient } from './app';

export const getAuthClient = lazyClient(
  () =>
    import('firebase/auth').then(
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
    ),
  (sdk, app, config) => {
    // getAuth() would also install the popup/redirect resolver, which loads Google's gapi
    // script from apis.google.com on start: a third-party request our CSP blocks (a console
    // error on every page). Both apps sign in with email and password only.
    const auth = sdk.initializeAuth(app, {
      persistence: [
        sdk.indexedDBLocalPersistence,
        sdk.browserLocalPersistence,
        sdk.browserSessionPersistence,
      ],
    });
    if (config.emulators)
      sdk.connectAuthEmulator(auth, config.emulators.auth, { disableWarnings: true });
    return auth;
  },
);

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
