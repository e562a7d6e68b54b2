/**
 * A browser visitor as the submit form makes one: signed in anonymously against the Auth
 * emulator, uploading with the Firebase client SDK (so storage.rules decide) into their own
 * pending folder, and calling functions with their ID token.
 */
import { randomBytes } from 'node:crypto';
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInAnonymously } from 'firebase/auth';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import { IMAGE_CACHE_CONTROL, pendingUploadPath } from '@swagdrop/model';
import { HOST, PORTS, PROJECT_ID } from '../../support/emulator';

export const BUCKET = `${PROJECT_ID}.appspot.com`;

/** The emulator download URL of an object path (the form the client SDK hands out). */
export const downloadUrl = (path: string) =>
  `http://${HOST}:${PORTS.storage}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media`;

export interface Visitor {
  uid: string;
  idToken: string;
  /** Uploads to `pending-uploads/<uid>/<name>` (slot-0 unless named); resolves to its URL. */
  upload(bytes: Uint8Array, contentType: string, name?: string): Promise<string>;
  /** Uploads anywhere in the bucket as this visitor (for refusals). */
  uploadTo(path: string, bytes: Uint8Array, contentType: string): Promise<string>;
}

export async function anonymousVisitor(): Promise<Visitor> {
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: PROJECT_ID, storageBucket: BUCKET },
    `visitor-${randomBytes(6).toString('hex')}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${HOST}:${PORTS.auth}`, { disableWarnings: true });
  const storage = getStorage(app);
  connectStorageEmulator(storage, HOST, PORTS.storage);
  const { user } = await signInAnonymously(auth);
  const uploadTo = async (path: string, bytes: Uint8Array, contentType: string) => {
    await uploadBytes(ref(storage, path), bytes, {
      contentType,
      cacheControl: IMAGE_CACHE_CONTROL,
    });
    return downloadUrl(path);
  };
  return {
    uid: user.uid,
    idToken: await user.getIdToken(),
    upload: (bytes, contentType, name) =>
      uploadTo(
        name ? `pending-uploads/${user.uid}/${name}` : pendingUploadPath(user.uid, 0),
        bytes,
        contentType,
      ),
    uploadTo,
  };
}
