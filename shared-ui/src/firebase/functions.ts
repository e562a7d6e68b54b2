import type { Functions } from 'firebase/functions';
import { getFirebaseApp } from './app';

let functionsPromise: Promise<Functions> | undefined;

export function getFunctionsClient(): Promise<Functions> {
  functionsPromise ??= (async () => {
    const sdk = import('firebase/functions').then(({ getFunctions, connectFunctionsEmulator }) => ({
      getFunctions,
      connectFunctionsEmulator,
    }));
    const [{ app, config }, { getFunctions, connectFunctionsEmulator }] = await Promise.all([
      getFirebaseApp(),
      sdk,
    ]);
    const functions = getFunctions(app, 'us-central1');
    if (config.emulators) {
      const { host, port } = config.emulators.functions;
      connectFunctionsEmulator(functions, host, port);
    }
    return functions;
  })();
  return functionsPromise;
}

/** Calls a callable function; the shared error texts are mapped by the caller. */
export async function callFunction<Req, Res>(name: string, data: Req): Promise<Res> {
  const functions = await getFunctionsClient();
  const { httpsCallable } = await import('firebase/functions');
  const result = await httpsCallable<Req, Res>(functions, name)(data);
  return result.data;
}
