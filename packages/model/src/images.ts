import { IMAGE_FOLDER } from './constants';

/** The image formats uploads accept, by their real content type. */
export type SniffedImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * The image type from the file's first bytes (its "magic number"), or null. The name and the
 * declared content type only come from the extension, so a text file renamed .png passes them.
 * Used by the upload helpers (browser) and the image pipeline (server) alike.
 */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39)) {
    return bytes[5] === 0x61 ? 'image/gif' : null;
  }
  // RIFF....WEBP
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'image/webp';
  }
  return null;
}

/** Bytes sniffImageType needs to look at. */
export const IMAGE_SNIFF_BYTES = 16;

/**
 * Resized WebP copies the image pipeline writes beside every uploaded image: a card (~400 CSS
 * px) and a detail (~800 CSS px) size, each also at 2x. 800 serves as card 2x and detail 1x.
 * Never enlarged: a smaller original gives variants at its own width.
 */
export const IMAGE_VARIANT_WIDTHS = [400, 800, 1600] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];
export const IMAGE_VARIANT_FOLDER = `${IMAGE_FOLDER}/variants`;
/** Variants are named by content: the original's name never gets new bytes (rules refuse). */
export const IMAGE_VARIANT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** `swag-images/<name>` → the storage path of its variant of the given width. */
export function imageVariantPath(originalPath: string, width: ImageVariantWidth): string {
  const name = originalPath.slice(originalPath.lastIndexOf('/') + 1);
  return `${IMAGE_VARIANT_FOLDER}/${name}/w${width}.webp`;
}

/** Where each image is shown, with the `sizes` matching the layouts of ListingCard/detail. */
export const IMAGE_SLOTS = {
  card: {
    widths: [400, 800],
    sizes: '(min-width: 1200px) 380px, (min-width: 900px) 30vw, (min-width: 600px) 50vw, 100vw',
  },
  detail: {
    widths: [800, 1600],
    sizes: '(min-width: 1200px) 580px, (min-width: 900px) 50vw, 100vw',
  },
} as const satisfies Record<string, { widths: readonly ImageVariantWidth[]; sizes: string }>;
export type ImageSlot = keyof typeof IMAGE_SLOTS;

// A Firebase download URL: <origin>/v0/b/<bucket>/o/<url-encoded path>[?alt=media&token=…].
const DOWNLOAD_PATH = /^\/v0\/b\/([^/]+)\/o\/([^/]+)$/;

/**
 * `srcset` of the variants of an uploaded image (one of our own download URLs), or null for
 * any other URL (pasted external images have no variants). Variant URLs carry no token: the
 * variants folder is publicly readable by storage.rules.
 */
export function imageVariantSrcSet(imageUrl: string, slot: ImageSlot): string | null {
  let url: URL;
  try {
    url = new URL(imageUrl);
  } catch {
    return null;
  }
  const match = DOWNLOAD_PATH.exec(url.pathname);
  if (!match) return null;
  let objectPath: string;
  try {
    objectPath = decodeURIComponent(match[2] ?? '');
  } catch {
    return null;
  }
  const [folder, name, ...rest] = objectPath.split('/');
  if (folder !== IMAGE_FOLDER || !name || rest.length > 0) return null;
  const base = `${url.origin}/v0/b/${match[1]}/o/`;
  return IMAGE_SLOTS[slot].widths
    .map((w) => `${base}${encodeURIComponent(imageVariantPath(objectPath, w))}?alt=media ${w}w`)
    .join(', ');
}
