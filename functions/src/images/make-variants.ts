import type { Storage } from 'firebase-admin/storage';
import {
  IMAGE_VARIANT_CACHE_CONTROL,
  IMAGE_VARIANT_WIDTHS,
  imageVariantPath,
  type ImageVariantWidth,
} from '@swagdrop/shared-ui/model';
import { withTransientRetries } from '../lib/transient-retry';

type Bucket = ReturnType<Storage['bucket']>;

export interface EncodedVariant {
  width: ImageVariantWidth;
  /** Real pixel width: smaller than `width` when the original is smaller (never enlarged). */
  pixelWidth: number;
  data: Buffer;
}

/**
 * One WebP per IMAGE_VARIANT_WIDTHS. Throws when sharp cannot decode the bytes (a file that
 * only starts like an image).
 */
export async function encodeVariants(original: Buffer): Promise<EncodedVariant[]> {
  // `failOn: 'error'` refuses truncated/corrupt data instead of encoding a grey half-image;
  // `limitInputPixels` caps decompression bombs (2 MB can still declare huge dimensions).
  // Loaded on first use: every function shares this bundle, and sharp's native library would
  // otherwise slow down every cold start (and the emulator's function discovery).
  const { default: sharp } = await import('sharp');
  // One libvips thread: an image is small (< 2 MB) and the function's CPU is shared with
  // whatever else runs (the emulator suite locally).
  sharp.concurrency(1);
  const decoder = sharp(original, { failOn: 'error', limitInputPixels: 40_000_000 });
  await decoder.metadata();
  return Promise.all(
    IMAGE_VARIANT_WIDTHS.map(async (width) => {
      const { data, info } = await decoder
        .clone()
        .rotate() // honour EXIF orientation before the metadata is stripped
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      return { width, pixelWidth: info.width, data };
    }),
  );
}

/**
 * Saves the variants at their deterministic paths (shared-ui imageVariantPath), so the apps
 * derive the URLs from the original's without any read. Admin SDK only: storage.rules let no
 * client write there.
 */
export async function saveVariants(
  bucket: Bucket,
  originalPath: string,
  variants: EncodedVariant[],
): Promise<{ path: string; pixelWidth: number; bytes: number }[]> {
  return Promise.all(
    variants.map(async ({ width, pixelWidth, data }) => {
      const path = imageVariantPath(originalPath, width);
      await withTransientRetries(() =>
        bucket.file(path).save(data, {
          resumable: false,
          contentType: 'image/webp',
          metadata: { cacheControl: IMAGE_VARIANT_CACHE_CONTROL },
        }),
      );
      return { path, pixelWidth, bytes: data.length };
    }),
  );
}
