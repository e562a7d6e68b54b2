/**
 * Admin SDK handles for the local emulator suite. The emulator env vars are set only when
 * the seed runs (not at import), because scripts/start.ts imports the seed before it spawns
 * firebase-tools, which should not inherit them.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { EMULATOR_ENV, HOST, PORTS, PROJECT_ID } from '../lib/local-env';

const APP_NAME = 'swagdrop-seed';

export interface SeedAdmin {
  db: Firestore;
  auth: Auth;
  bucket: ReturnType<ReturnType<typeof getStorage>['bucket']>;
}

export function seedAdmin(): SeedAdmin {
  Object.assign(process.env, EMULATOR_ENV);
  const app: App =
    getApps().find((a) => a.name === APP_NAME) ??
    initializeApp({ projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` }, APP_NAME);
  return { db: getFirestore(app), auth: getAuth(app), bucket: getStorage(app).bucket() };
}

async function emulatorReset(url: string, what: string, method = 'DELETE'): Promise<void> {
  const res = await fetch(url, { method });
  if (!res.ok)
    throw new Error(`Could not clear ${what} (HTTP ${res.status}): is the emulator running?`);
}

/** Empties Firestore, Auth and Storage with the emulators' reset endpoints. */
export async function resetEmulators(): Promise<void> {
  await Promise.all([
    emulatorReset(
      `http://${HOST}:${PORTS.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
      'Firestore',
    ),
    emulatorReset(
      `http://${HOST}:${PORTS.auth}/emulator/v1/projects/${PROJECT_ID}/accounts`,
      'Auth',
    ),
    // Old uploads would only pile up; one request drops them, like the two resets above.
    emulatorReset(`http://${HOST}:${PORTS.storage}/internal/reset`, 'Storage', 'POST'),
  ]);
}

/** Public download URL the Storage emulator serves (storage.rules allow reading swag-images/). */
export function downloadUrl(path: string): string {
  return `http://${HOST}:${PORTS.storage}/v0/b/${PROJECT_ID}.appspot.com/o/${encodeURIComponent(path)}?alt=media`;
}
