import { randomBytes } from 'node:crypto';
import { IMAGE_CACHE_CONTROL, IMAGE_FOLDER, type SniffedImageType } from '@swagdrop/model';
import type { CheckedImage } from '../brands/own-image';
import { imagesBucket, pendingUploadsBucket } from '../lib/buckets';
import { storageEmulatorHost } from '../lib/storage-emulator';
import { logPendingUploadPublished } from './log';

const EXTENSION: Record<SniffedImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** `<timestamp>-<random>.<ext>` (8 random base-36 characters), the form ownImagePath accepts. */
export function publicImageName(type: SniffedImageType, now = Date.now()): string {
  const random = Array.from(randomBytes(8), (b) => (b % 36).toString(36)).join('');
  return `${now}-${random}.${EXTENSION[type]}`;
}

/**
 * The image's public URL, publishing a pending upload first: its bytes (read from the pending
 * uploads bucket by checkImage) are stored in the default bucket as
 * swag-images/<timestamp>-<random>.<ext> with its real type and the one-hour public cache (the
 * image pipeline then makes its variants), and the pending object is deleted, freeing the
 * uploader's slot. Only the functions accepting a submission or a listing call this, after
 * checkImage; browsers cannot write to the default bucket (storage.rules).
 */
export async function publishImage(image: CheckedImage): Promise<string> {
  if (image.kind === 'public') return image.url;
  const [bucket, pending] = await Promise.all([imagesBucket(), pendingUploadsBucket('uploads')]);
  const path = `${IMAGE_FOLDER}/${publicImageName(image.type)}`;
  // A simple (not resumable) upload: the object is under 2 MB.
  await bucket.file(path).save(image.bytes, {
    resumable: false,
    contentType: image.type,
    metadata: { cacheControl: IMAGE_CACHE_CONTROL },
  });
  await pending.file(image.path).delete({ ignoreNotFound: true });
  logPendingUploadPublished(image.path, path);
  const emulator = storageEmulatorHost();
  const host = emulator ? `http://${emulator}` : 'https://firebasestorage.googleapis.com';
  return `${host}/v0/b/${bucket.name}/o/${encodeURIComponent(path)}?alt=media`;
}
