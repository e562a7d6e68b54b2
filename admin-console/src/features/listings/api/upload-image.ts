import { ALLOWED_IMAGE_TYPES } from '@swagdrop/model';
import { uploadPendingImage } from '@swagdrop/firebase-web';

export function isAllowedImageType(type: string): boolean {
  return (ALLOWED_IMAGE_TYPES as readonly string[]).includes(type);
}

/**
 * Upload helper of the listing form: the file goes to the moderator's pending folder
 * (storage.rules) and saveListing moves it to its public place when the listing is saved.
 * Returns the pending object's download URL, which the form sends as the image.
 */
export function uploadListingImage(file: File): Promise<string> {
  return uploadPendingImage(file, file.type);
}
