import { logger } from 'firebase-functions';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { IMAGE_FOLDER, IMAGE_SNIFF_BYTES, sniffImageType } from '@swagdrop/shared-ui/model';
import { storage } from '../lib/admin';
import { withTransientRetries } from '../lib/transient-retry';
import { encodeVariants, saveVariants, type EncodedVariant } from './make-variants';
import { rejectUpload } from './reject-upload';

/** Originals only: `swag-images/<name>` (the variants folder is one level deeper). */
const ORIGINAL = new RegExp(`^${IMAGE_FOLDER}/[^/]+$`);

/**
 * Image pipeline (issue 7): every upload to swag-images/ (the public submit form and the admin
 * listing form use the same folder) is checked by its magic bytes, not its declared type. A
 * real JPEG/PNG/GIF/WebP gets resized WebP variants under swag-images/variants/<name>/; anything
 * else is deleted and its submission flagged. The variants' own uploads end here at once.
 */
export const processUploadedImage = onObjectFinalized(
  { memory: '1GiB', timeoutSeconds: 120 },
  async (event) => {
    const path = event.data.name;
    if (!ORIGINAL.test(path)) return;
    const bucket = (await storage()).bucket(event.data.bucket);
    const file = bucket.file(path);
    const [bytes] = await withTransientRetries(() => file.download()).catch((error: unknown) => {
      // Deleted again before we ran (e.g. by an admin): nothing left to do.
      if ((error as { code?: number }).code === 404) return [null] as const;
      throw error;
    });
    if (!bytes) return;
    const type = sniffImageType(bytes.subarray(0, IMAGE_SNIFF_BYTES));
    if (!type) {
      await rejectUpload(bucket, path);
      return;
    }
    let encoded: EncodedVariant[];
    try {
      encoded = await encodeVariants(bytes);
    } catch (error) {
      // Right magic bytes but undecodable: as unusable as any other non-image.
      logger.warn('image pipeline: could not decode', { path, error: String(error) });
      await rejectUpload(bucket, path);
      return;
    }
    const variants = await saveVariants(bucket, path, encoded);
    logger.info('image pipeline: variants written', { path, type, variants });
  },
);
