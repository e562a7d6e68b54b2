import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * firebase-tools downloads the Firestore emulator and the Storage rules runtime on first use.
 * Where that cannot happen (no internet) but Debian's `google-cloud-cli-firestore-emulator` is
 * installed, `provision` (beside this file) builds both from it into firebase-tools' cache
 * (`~/.cache/firebase/emulators`, or `FIREBASE_EMULATORS_PATH`). Nothing happens when the jars
 * are already there, nor on a machine without that package (firebase-tools downloads them).
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PROVISION = fileURLToPath(new URL('provision', import.meta.url));
export const DEBIAN_FIRESTORE_JAR =
  process.env.FIRESTORE_GCLOUD_JAR ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

interface DownloadDetails {
  getDownloadDetails(emulator: 'firestore' | 'storage'): { downloadPath: string };
}

/** Where this project's firebase-tools expects the two jars (its pinned versions). */
export function expectedEmulatorJars(): string[] {
  const require = createRequire(`${ROOT}/package.json`);
  const downloads =
    require('firebase-tools/lib/emulator/downloadableEmulators.js') as DownloadDetails;
  return [
    downloads.getDownloadDetails('firestore').downloadPath,
    downloads.getDownloadDetails('storage').downloadPath,
  ];
}

export type EmulatorJarsState = 'present' | 'built' | 'left-to-firebase-tools';

/** Builds the missing jars offline when it can; see the file comment. Throws if building fails. */
export function ensureEmulatorJars(log: (line: string) => void = console.log): EmulatorJarsState {
  const missing = expectedEmulatorJars().filter((jar) => !existsSync(jar));
  if (missing.length === 0) return 'present';
  if (!existsSync(DEBIAN_FIRESTORE_JAR)) {
    log(`emulators: ${missing.join(', ')} missing; firebase-tools will download them`);
    return 'left-to-firebase-tools';
  }
  log(`emulators: building ${missing.join(', ')} from ${DEBIAN_FIRESTORE_JAR}`);
  execFileSync('bash', [PROVISION, ROOT], { stdio: 'inherit' });
  return 'built';
}
