import {
  ALLOWED_IMAGE_TYPES,
  COPY,
  IMAGE_EXTENSIONS,
  IMAGE_SNIFF_BYTES,
  MAX_IMAGE_BYTES,
  sniffImageType,
  type SniffedImageType,
} from '@swagdrop/shared-ui/model';

export { sniffImageType, type SniffedImageType };

export async function sniffFile(file: Blob): Promise<SniffedImageType | null> {
  const head = await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer();
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
