import { HttpsError } from 'firebase-functions/v2/https';
import { BRAND_COPY, COPY, IMAGE_SNIFF_BYTES, sniffImageType } from '@swagdrop/shared-ui/model';
import { storage } from '../lib/admin';
import { storageEmulatorHost } from '../lib/storage-emulator';
import { ownImagePath } from './image-url';

/**
 * The image must be an object the upload helper put in our bucket (and storage.rules vetted),
 * and really an image: the rules only see the declared content type, so a text or HTML file
 * uploaded as image/png passes them; its first bytes do not (the browser helper's check).
 */
export async function assertOwnImage(imageUrl: string): Promise<void> {
  const bucket = (await storage()).bucket();
  const path = ownImagePath(imageUrl, { bucket: bucket.name, emulatorHost: storageEmulatorHost() });
  const notOurs = new HttpsError('invalid-argument', BRAND_COPY.imageNotOurs, {
    field: 'image_url',
  });
  if (!path) throw notOurs;
  // One read of the first bytes: a missing object (never uploaded, or just removed by the
  // image pipeline) fails here like a foreign URL, never as an internal error.
  const head = await bucket
    .file(path)
    .download({ start: 0, end: IMAGE_SNIFF_BYTES - 1 })
    .then(([bytes]) => bytes)
    .catch((error: unknown) => {
      if ((error as { code?: number }).code === 404) return null;
      throw error;
    });
  if (head === null) throw notOurs;
  if (!sniffImageType(new Uint8Array(head))) {
    throw new HttpsError('invalid-argument', COPY.uploadInvalidType, { field: 'image_url' });
  }
}
