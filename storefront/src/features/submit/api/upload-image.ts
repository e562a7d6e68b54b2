import { COPY, MAX_IMAGE_BYTES, uploadFailed } from '@swagdrop/model';
import { isAllowedImageType, uploadPendingImage } from '@swagdrop/firebase-web';
import { sniffFile } from '../utils/image-checks';

/**
 * Image upload helper (docs/product-rules.md#listings): checks type and size with the helper's own
 * texts, then stores the file with its real content type in the visitor's pending folder (signed in
 * anonymously when they have no account), and returns its download URL. createSubmission moves
 * it to its public place. Storage failures are wrapped 'Upload failed: {message}'.
 */
export async function uploadImage(file: File): Promise<string> {
  if (!isAllowedImageType(file.type)) throw new Error(COPY.uploadInvalidType);
  if (file.size >= MAX_IMAGE_BYTES) throw new Error(COPY.uploadTooLarge);
  const realType = await sniffFile(file);
  if (!realType) throw new Error(COPY.uploadInvalidType);
  try {
    return await uploadPendingImage(file, realType);
  } catch (error) {
    throw new Error(uploadFailed(error instanceof Error ? error.message : String(error)), {
      cause: error,
    });
  }
}
