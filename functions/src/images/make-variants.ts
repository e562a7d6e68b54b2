import type { Storage } from 'firebase-admin/storage';
import {
  IMAGE_VARIANT_CACHE_CONTROL,
  IMAGE_VARIANT_WIDTHS,
  imageVariantPath,
  type ImageVariantWidth,
} from '@swagdrop/model';
import { withTransientRetries } from '../lib/transient-retry';

type Bucket = ReturnType<Storage['bucket']>;

export interface EncodedVariant {
  width: ImageVariantWidth;
  /** Real pixel width: smaller than `width` when the original is smaller (never enlarged). */
  pixelWidth: number;
  data: Buffer;
}

/**
 * The largest original the pipeline decodes: 25 megapixels (a 6000×4000 camera photo fits).
 * Decoded RGBA is 4 bytes a pixel, so this keeps one decode near 100 MB; the 2 MB upload limit
 * alone does not, since a single-colour PNG of a few KB can declare 40 MP or more.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

/** The header declares more pixels than MAX_INPUT_PIXELS: rejected without decoding. */
export class TooManyPixelsError extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`image of ${width}×${height} px exceeds ${MAX_INPUT_PIXELS} pixels`);
    this.name = 'TooManyPixelsError';
  }
}

/**
 * One WebP per IMAGE_VARIANT_WIDTHS, made one after another so only one resize pipeline holds
 * pixels at a time. Throws TooManyPixelsError when the header declares too many pixels, and
 * any other error when sharp cannot decode the bytes (a file that only starts like an image).
 * Deterministic: the same original always gives the same variants.
 */
export async function encodeVariants(original: Buffer): Promise<EncodedVariant[]> {
  // Loaded on first use: every function shares this bundle, and sharp's native library would
  // otherwise slow down every cold start (and the emulator's function discovery).
  const { default: sharp } = await import('sharp');
  // One libvips thread: an image is small (< 2 MB) and the function's CPU is shared with
  // whatever else runs (the emulator suite locally).
  sharp.concurrency(1);
  // `failOn: 'error'` refuses truncated/corrupt data instead of encoding a grey half-image;
  // `limitInputPixels` is the second guard against decompression bombs should the header
  // check below ever be bypassed (libvips then refuses before allocating the pixels).
  // metadata() parses the header only: width and height without decoding a single pixel (no
  // limit here, so the declared size is always read and the refusal names it).
  const { width = 0, height = 0 } = await sharp(original, { limitInputPixels: false }).metadata();
  if (width * height > MAX_INPUT_PIXELS) throw new TooManyPixelsError(width, height);
  const decoder = sharp(original, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
  const variants: EncodedVariant[] = [];
  for (const variantWidth of IMAGE_VARIANT_WIDTHS) {
    const { data, info } = await decoder
      .clone()
      .rotate() // honour EXIF orientation before the metadata is stripped
      .resize({ width: variantWidth, withoutEnlargement: true })
      .webp({ quality: 78, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ width: variantWidth, pixelWidth: info.width, data });
  }
  return variants;
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
  const saved: { path: string; pixelWidth: number; bytes: number }[] = [];
  for (const { width, pixelWidth, data } of variants) {
    const path = imageVariantPath(originalPath, width);
    // A non-resumable upload is one request: the object appears whole or not at all, and a
    // second save (a retried run) replaces it with the same bytes.
    await withTransientRetries(() =>
      bucket.file(path).save(data, {
        resumable: false,
        contentType: 'image/webp',
        metadata: { cacheControl: IMAGE_VARIANT_CACHE_CONTROL },
      }),
    );
    saved.push({ path, pixelWidth, bytes: data.length });
  }
  return saved;
}
