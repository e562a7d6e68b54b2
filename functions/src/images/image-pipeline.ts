import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { IMAGE_FOLDER, IMAGE_SNIFF_BYTES, sniffImageType } from '@swagdrop/model';
import { storage } from '../lib/admin';
import { withTransientRetries } from '../lib/transient-retry';
import {
  encodeVariants,
  saveVariants,
  TooManyPixelsError,
  type EncodedVariant,
} from './make-variants';
import { logTooManyPixels, logUndecodableImage, logVariantsWritten } from './log';
import { rejectUpload } from './reject-upload';

/** Originals only: `swag-images/<name>` (the variants folder is one level deeper). */
const ORIGINAL = new RegExp(`^${IMAGE_FOLDER}/[^/]+$`);

/**
 * Image pipeline: every image published to swag-images/ of the default bucket (the functions
 * accepting a submission or a listing put it there) is checked by its magic bytes, not its
 * declared type. It listens to the default bucket only (no `bucket` option): browsers upload
 * into the pending uploads bucket (storage-pending.rules), so no upload, anonymous or not,
 * starts this 1 GiB function. A
 * real JPEG/PNG/GIF/WebP gets resized WebP variants under swag-images/variants/<name>/; anything
 * else (or an image declaring more than 25 MP) is deleted and its submission flagged. The
 * variants' own uploads end here at once.
 *
 * Retried on failure (`retry: true`), which is safe because every step is idempotent: the
 * variants go to deterministic paths and a save replaces an object whole, so a rerun overwrites
 * them with equivalent ones and never adds or half-writes one; a rejection only deletes (ignoring
 * a missing object) and sets the same flags. A rejected input ends the run normally, so a
 * poison file is never retried. An event for an original deleted since (by us or an admin) ends
 * at the 404 below.
 */
export const processUploadedImage = onObjectFinalized(
  {
    // Bounded work: 1 GiB holds one decode (at most 25 MP ≈ 100 MB of RGBA, plus libvips' and
    // Node's own ~200 MB) with room to spare, so one event per instance (concurrency 1) cannot
    // run out of memory; 5 instances cap the burst to 5 GiB and 5 parallel decodes, and further
    // events wait for redelivery instead of starting more instances.
    memory: '1GiB',
    concurrency: 1,
    maxInstances: 5,
    timeoutSeconds: 120,
    retry: true,
  },
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
      // Too many pixels (read from the header, nothing decoded), or right magic bytes but
      // undecodable: as unusable as any other non-image.
      if (error instanceof TooManyPixelsError) {
        logTooManyPixels(path, error.width, error.height);
      } else {
        logUndecodableImage(path, error);
      }
      await rejectUpload(bucket, path);
      return;
    }
    const variants = await saveVariants(bucket, path, encoded);
    logVariantsWritten(path, type, variants);
  },
);
