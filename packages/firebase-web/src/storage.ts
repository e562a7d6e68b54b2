import {
  ALLOWED_IMAGE_TYPES,
  IMAGE_CACHE_CONTROL,
  pendingUploadPath,
  PENDING_UPLOAD_SLOTS,
} from '@swagdrop/model/constants';
import { COPY } from '@swagdrop/model/copy';
import { lazyClient } from './app';
import { signedInUid } from './auth';

const getStorageClient = lazyClient(
  () =>
    import('firebase/storage').then(({ getStorage, connectStorageEmulator }) => ({
      getStorage,
      connectStorageEmulator,
    })),
  ({ getStorage, connectStorageEmulator }, app, config) => {
    // The pending uploads bucket is the only one browsers write to (storage-pending.rules); the
    // published images are read by URL, never through this client.
    const storage = getStorage(app, `gs://${config.firebase.pendingUploadsBucket}`);
    if (config.emulators) {
      const { host, port } = config.emulators.storage;
      connectStorageEmulator(storage, host, port);
    }
    return storage;
  },
);

/** The declared types an upload may have (both apps' forms check it before uploading). */
export function isAllowedImageType(type: string): boolean {
  return (ALLOWED_IMAGE_TYPES as readonly string[]).includes(type);
}

/**
 * Uploads an image into the first free slot of the user's pending folder in the pending uploads
 * bucket (signing a visitor in anonymously first) and returns its download URL, which the
 * submission or listing then names; the function accepting it moves the object to its public
 * place in the default bucket, freeing the slot. Slots are create-only in storage-pending.rules
 * (no listing, so no probing without a failed request): a taken
 * slot refuses the upload and the next one is tried; the file itself was checked before.
 */
export async function uploadPendingImage(file: Blob, contentType: string): Promise<string> {
  const [storage, uid] = await Promise.all([getStorageClient(), signedInUid()]);
  const { getDownloadURL, ref, uploadBytes } = await import('firebase/storage');
  for (let slot = 0; slot < PENDING_UPLOAD_SLOTS; slot += 1) {
    const objectRef = ref(storage, pendingUploadPath(uid, slot));
    const stored = await uploadBytes(objectRef, file, {
      contentType,
      cacheControl: IMAGE_CACHE_CONTROL,
    }).then(
      () => true,
      (error: unknown) => {
        if ((error as { code?: string }).code === 'storage/unauthorized') return false;
        throw error;
      },
    );
    if (stored) return getDownloadURL(objectRef);
  }
  throw new Error(COPY.uploadSlotsFull);
}
