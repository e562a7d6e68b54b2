import { IMAGE_FOLDER, PENDING_UPLOAD_FOLDER, PENDING_UPLOAD_SLOTS } from '@swagdrop/model';

/** The object names the upload helper creates and storage.rules accepts. */
const OBJECT_NAME = /^[0-9]{10,16}-[a-z0-9]{6,32}\.(jpg|jpeg|png|gif|webp)$/;
const TOKEN = /^[A-Za-z0-9-]{1,128}$/;
/** `pending-uploads/<uid>/slot-<n>` as storage.rules accept them. */
const PENDING = new RegExp(
  `^${PENDING_UPLOAD_FOLDER}/([A-Za-z0-9_-]{1,128})/slot-[0-${PENDING_UPLOAD_SLOTS - 1}]$`,
);

export interface ImageUrlContext {
  /** The default bucket, where published images are (swag-images/). */
  bucket: string;
  /** The pending uploads bucket, the only one browsers write to (pending-uploads/). */
  pendingBucket: string;
  /** host:port of the Storage emulator when running locally, else null. */
  emulatorHost: string | null;
}

/**
 * The storage path of an image URL that points into OUR default bucket's swag-images/ folder, or
 * null.
 * Accepted forms: a Firebase download URL (production host, or the emulator's host locally) and
 * the public storage.googleapis.com URL. Anything else — other hosts, other buckets, other
 * folders, credentials, fragments, unexpected query keys — is refused, so a submission can only
 * show an image that passed storage.rules.
 */
export function ownImagePath(value: string, ctx: ImageUrlContext): string | null {
  const objectPath = objectPathOf(value, ctx, ctx.bucket);
  if (!objectPath) return null;
  const [folder, name, ...extra] = objectPath.split('/');
  if (folder !== IMAGE_FOLDER || extra.length > 0 || !OBJECT_NAME.test(name ?? '')) return null;
  return objectPath;
}

/**
 * The pending upload (path and owner's uid) an image URL names, or null: a Firebase download
 * URL of our pending uploads bucket for `pending-uploads/<uid>/slot-<n>` (uploadPendingImage);
 * the same path in any other bucket is not one.
 */
export function pendingUploadOf(
  value: string,
  ctx: ImageUrlContext,
): { path: string; uid: string } | null {
  const objectPath = objectPathOf(value, ctx, ctx.pendingBucket);
  const uid = objectPath ? PENDING.exec(objectPath)?.[1] : undefined;
  return objectPath && uid ? { path: objectPath, uid } : null;
}

/** The object path a URL of `ownBucket` names (any folder), or null; see ownImagePath. */
function objectPathOf(value: string, ctx: ImageUrlContext, ownBucket: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password || url.hash) return null;
  for (const [key, val] of url.searchParams) {
    if (key === 'alt' && val === 'media') continue;
    if (key === 'token' && TOKEN.test(val)) continue;
    return null;
  }
  const segments = url.pathname.split('/');
  let objectPath: string | null = null;
  const isDownloadHost =
    (url.protocol === 'https:' && url.host === 'firebasestorage.googleapis.com') ||
    (ctx.emulatorHost !== null && url.protocol === 'http:' && url.host === ctx.emulatorHost);
  if (isDownloadHost) {
    // /v0/b/<bucket>/o/<url-encoded object path>
    const [, v0, b, bucket, o, encoded, ...rest] = segments;
    if (v0 !== 'v0' || b !== 'b' || o !== 'o' || bucket !== ownBucket || rest.length > 0) {
      return null;
    }
    objectPath = safeDecode(encoded ?? '');
  } else if (url.protocol === 'https:' && url.host === 'storage.googleapis.com') {
    const [, bucket, folder, name, ...rest] = segments;
    if (bucket !== ownBucket || rest.length > 0 || url.search !== '') return null;
    objectPath = `${folder ?? ''}/${safeDecode(name ?? '') ?? ''}`;
  }
  return objectPath || null;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
