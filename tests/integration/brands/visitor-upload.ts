/**
 * A browser visitor as the submit form makes one: signed in anonymously against the Auth
 * emulator, uploading with the Firebase client SDK (so the storage rules decide) into their own
 * pending folder of the pending uploads bucket, and calling functions with their ID token.
 */
import { randomBytes } from 'node:crypto';
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInAnonymously } from 'firebase/auth';
import {
  connectStorageEmulator,
  getStorage,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import {
  type CreateSubmissionResult,
  IMAGE_CACHE_CONTROL,
  pendingUploadPath,
} from '@swagdrop/model';
import { adminDb, BUCKETS, callCallable, HOST, PORTS, PROJECT_ID } from '../../support/emulator';
import { submissionInput, uniqueIp } from './helpers';

/** The emulator download URL of an object path (the form the client SDK hands out). */
export const downloadUrl = (path: string, bucket: string = BUCKETS.images) =>
  `http://${HOST}:${PORTS.storage}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media`;

/** The object path a download URL names. */
export const objectPathOf = (url: string) =>
  decodeURIComponent(new URL(url).pathname.split('/o/')[1] ?? '');

export interface Visitor {
  uid: string;
  idToken: string;
  /** Uploads to `pending-uploads/<uid>/<name>` (slot-0 unless named); resolves to its URL. */
  upload(bytes: Uint8Array, contentType: string, name?: string): Promise<string>;
  /** Uploads anywhere as this visitor (for refusals): the pending uploads bucket unless named. */
  uploadTo(path: string, bytes: Uint8Array, contentType: string, bucket?: string): Promise<string>;
}

export async function anonymousVisitor(): Promise<Visitor> {
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: PROJECT_ID, storageBucket: BUCKETS.images },
    `visitor-${randomBytes(6).toString('hex')}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${HOST}:${PORTS.auth}`, { disableWarnings: true });
  const clients = new Map<string, FirebaseStorage>();
  const storageOf = (bucket: string) => {
    let storage = clients.get(bucket);
    if (!storage) {
      storage = getStorage(app, `gs://${bucket}`);
      connectStorageEmulator(storage, HOST, PORTS.storage);
      clients.set(bucket, storage);
    }
    return storage;
  };
  const { user } = await signInAnonymously(auth);
  const uploadTo = async (
    path: string,
    bytes: Uint8Array,
    contentType: string,
    bucket: string = BUCKETS.pendingUploads,
  ) => {
    await uploadBytes(ref(storageOf(bucket), path), bytes, {
      contentType,
      cacheControl: IMAGE_CACHE_CONTROL,
    });
    return downloadUrl(path, bucket);
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

/** Sends a submission naming `pendingUrl` as `visitor`: the function's answer and what it stored. */
export async function submitNaming(visitor: Visitor, pendingUrl: string) {
  const res = await callCallable<CreateSubmissionResult>(
    'createSubmission',
    submissionInput(pendingUrl),
    { idToken: visitor.idToken, ip: uniqueIp() },
  );
  const stored = (await adminDb().doc(`submissions/${res.result?.id}`).get()).data() ?? {};
  return { res, stored };
}
