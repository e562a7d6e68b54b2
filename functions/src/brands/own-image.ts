import { HttpsError } from 'firebase-functions/v2/https';
import {
  BRAND_COPY,
  COPY,
  IMAGE_SNIFF_BYTES,
  sniffImageType,
  type SniffedImageType,
} from '@swagdrop/model';
import { publishImage } from '../images/publish-image';
import { imagesBucket, pendingUploadsBucket, type Bucket } from '../lib/buckets';
import { storageEmulatorHost } from '../lib/storage-emulator';
import { ownImagePath, pendingUploadOf } from './image-url';

/**
 * The image a submission or listing names, checked: either an image already public in
 * swag-images/ (kept as is), or the caller's own pending upload, whose bytes publishImage
 * (functions/src/images/publish-image.ts) moves to its public place once the write is accepted.
 */
export type CheckedImage =
  | { kind: 'public'; url: string }
  | { kind: 'pending'; path: string; type: SniffedImageType; bytes: Buffer };

/** An image this submission already published from a pending upload (its `image_source`). */
export interface PublishedImage {
  source: unknown;
  url: unknown;
}

/** Both buckets and the URL forms of this environment. */
async function imageUrlContext() {
  const [images, pending] = await Promise.all([imagesBucket(), pendingUploadsBucket('uploads')]);
  const ctx = {
    bucket: images.name,
    pendingBucket: pending.name,
    emulatorHost: storageEmulatorHost(),
  };
  return { images, pending, ctx };
}

/**
 * The image must be an object of our buckets that the storage rules vetted — public, or pending in
 * the CALLER's own folder (someone else's pending upload is refused like a foreign URL) — and
 * really an image: the rules only see the declared content type, so a text or HTML file
 * uploaded as image/png passes them; its first bytes do not (the browser helper's check).
 * A pending upload this submission already published (a retry after a canceled payment sends
 * the same URL again) keeps the published image.
 */
export async function checkImage(
  imageUrl: string,
  uid: string | undefined,
  published?: PublishedImage,
): Promise<CheckedImage> {
  const { images, pending: pendingBucket, ctx } = await imageUrlContext();
  const notOurs = new HttpsError('invalid-argument', BRAND_COPY.imageNotOurs, {
    field: 'image_url',
  });
  const pending = pendingUploadOf(imageUrl, ctx);
  const path = pending ? (pending.uid === uid ? pending.path : null) : ownImagePath(imageUrl, ctx);
  if (!path) throw notOurs;
  // A pending upload is read whole (under 2 MB by the rules) since it will be copied; a public
  // image only its first bytes. A missing object (never uploaded, already moved, or removed by
  // the image pipeline or the cleanup) fails like a foreign URL, never as an internal error.
  const range = pending ? {} : { start: 0, end: IMAGE_SNIFF_BYTES - 1 };
  const bucket: Bucket = pending ? pendingBucket : images;
  const bytes = await bucket
    .file(path)
    .download(range)
    .then(([data]) => data)
    .catch((error: unknown) => {
      if ((error as { code?: number }).code === 404) return null;
      throw error;
    });
  if (bytes === null) {
    const kept = published?.url;
    if (pending && published?.source === path && typeof kept === 'string' && kept !== '') {
      return { kind: 'public', url: kept };
    }
    throw notOurs;
  }
  const type = sniffImageType(new Uint8Array(bytes.subarray(0, IMAGE_SNIFF_BYTES)));
  if (!type) {
    throw new HttpsError('invalid-argument', COPY.uploadInvalidType, { field: 'image_url' });
  }
  return pending ? { kind: 'pending', path, type, bytes } : { kind: 'public', url: imageUrl };
}

/**
 * A listing's image as the moderator's form sent it: a pending upload is checked (it must be
 * the moderator's own and really an image) and published; any other URL is kept as the
 * listing schema allows it.
 */
export async function listingImageUrl(imageUrl: string, uid: string): Promise<string> {
  const { ctx } = await imageUrlContext();
  if (!pendingUploadOf(imageUrl, ctx)) return imageUrl;
  return publishImage(await checkImage(imageUrl, uid));
}
