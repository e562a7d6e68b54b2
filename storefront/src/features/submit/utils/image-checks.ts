import {
  ALLOWED_IMAGE_TYPES,
  COPY,
  IMAGE_EXTENSIONS,
  MAX_IMAGE_BYTES,
} from '@swagdrop/shared-ui/model';

/** The image formats the upload accepts, by their real content type. */
export type SniffedImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * The image type from the file's first bytes (its "magic number"), or null. The name and the
 * browser-reported type only come from the extension, so a text file renamed .png passes them.
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

export async function sniffFile(file: Blob): Promise<SniffedImageType | null> {
  const head = await file.slice(0, 16).arrayBuffer();
  return sniffImageType(new Uint8Array(head));
}

export function isAllowedImageType(type: string): boolean {
  return (ALLOWED_IMAGE_TYPES as readonly string[]).includes(type);
}

/**
 * Spec §5 image checks of the submit form, with its texts: missing, not an image (by declared
 * type or by content), 2 MB or more.
 */
export async function checkImageFile(file: File | null | undefined): Promise<string | null> {
  if (!file) return COPY.imageMissing;
  if (!isAllowedImageType(file.type)) return COPY.imageInvalid;
  if (file.size >= MAX_IMAGE_BYTES) return COPY.imageTooLarge;
  if (file.size === 0 || !(await sniffFile(file))) return COPY.imageInvalid;
  return null;
}

const EXTENSIONS_BY_TYPE: Record<SniffedImageType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
};

/** The original extension when it fits the real type (spec §3), else the type's own. */
export function extensionFor(fileName: string, type: SniffedImageType): string {
  const original = fileName.includes('.') ? (fileName.split('.').pop() ?? '').toLowerCase() : '';
  const allowed = EXTENSIONS_BY_TYPE[type];
  const fits =
    allowed.includes(original) && (IMAGE_EXTENSIONS as readonly string[]).includes(original);
  return fits ? original : (allowed[0] ?? 'png');
}

/** `<timestamp>-<random>.<ext>` (decisions.md), matching the name storage.rules accepts. */
export function imageObjectName(ext: string, now = Date.now(), random = randomToken()): string {
  return `${now}-${random}.${ext}`;
}

function randomToken(length = 12): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}
