import {
  COPY,
  IMAGE_SNIFF_BYTES,
  MAX_IMAGE_BYTES,
  sniffImageType,
  type SniffedImageType,
} from '@swagdrop/model';
import { isAllowedImageType } from '@swagdrop/firebase-web/storage';

export async function sniffFile(file: Blob): Promise<SniffedImageType | null> {
  const head = await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer();
  return sniffImageType(new Uint8Array(head));
}

/**
 * Image checks of the submit form, with its texts (docs/product-rules.md#submissions): missing, not
 * an image (by declared type or by content), 2 MB or more.
 */
export async function checkImageFile(file: File | null | undefined): Promise<string | null> {
  if (!file) return COPY.imageMissing;
  if (!isAllowedImageType(file.type)) return COPY.imageInvalid;
  if (file.size >= MAX_IMAGE_BYTES) return COPY.imageTooLarge;
  if (file.size === 0 || !(await sniffFile(file))) return COPY.imageInvalid;
  return null;
}
