import {
  COPY,
  IMAGE_CACHE_CONTROL,
  IMAGE_FOLDER,
  MAX_IMAGE_BYTES,
  uploadFailed,
} from '@swagdrop/shared-ui/model';
import { getStorageClient } from '@swagdrop/shared-ui/firebase';
import {
  extensionFor,
  imageObjectName,
  isAllowedImageType,
  sniffFile,
} from '../utils/image-checks';

/**
 * Image upload helper (spec §3, decisions.md): checks type and size with the helper's own
 * texts, stores the file as swag-images/<timestamp>-<random>.<ext> with a one-hour public cache
 * and its real content type (storage.rules refuses overwrites), and returns its download URL.
 * Storage failures are wrapped 'Upload failed: {message}'.
 */
export async function uploadImage(file: File): Promise<string> {
  if (!isAllowedImageType(file.type)) throw new Error(COPY.uploadInvalidType);
  if (file.size >= MAX_IMAGE_BYTES) throw new Error(COPY.uploadTooLarge);
  const realType = await sniffFile(file);
  if (!realType) throw new Error(COPY.uploadInvalidType);

  const path = `${IMAGE_FOLDER}/${imageObjectName(extensionFor(file.name, realType))}`;
  try {
    const storage = await getStorageClient();
    const { ref, uploadBytes, getDownloadURL } = await import('firebase/storage');
    const objectRef = ref(storage, path);
    await uploadBytes(objectRef, file, {
      contentType: realType,
      cacheControl: IMAGE_CACHE_CONTROL,
    });
    return await getDownloadURL(objectRef);
  } catch (error) {
    throw new Error(uploadFailed(error instanceof Error ? error.message : String(error)), {
      cause: error,
    });
  }
}
