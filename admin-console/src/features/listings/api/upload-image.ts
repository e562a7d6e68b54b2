import {
  ALLOWED_IMAGE_TYPES,
  IMAGE_CACHE_CONTROL,
  IMAGE_EXTENSIONS,
  IMAGE_FOLDER,
} from '@swagdrop/shared-ui/model';
import { getStorageClient } from '@swagdrop/shared-ui/firebase';

const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export function isAllowedImageType(type: string): boolean {
  return (ALLOWED_IMAGE_TYPES as readonly string[]).includes(type);
}

/** The stored extension: the file's own when it is an allowed one, else the type's. */
function extensionFor(file: File): string {
  const own = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (IMAGE_EXTENSIONS as readonly string[]).includes(own)
    ? own
    : (EXTENSION_BY_TYPE[file.type] ?? 'jpg');
}

function randomPart(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

/**
 * Upload helper (spec §3, decisions.md): `swag-images/<timestamp>-<random>.<ext>`, cache
 * control 'public, max-age=3600', never overwriting (storage.rules allows create only).
 * Returns the public download URL stored on the listing.
 */
export async function uploadListingImage(file: File): Promise<string> {
  const storage = await getStorageClient();
  const { getDownloadURL, ref, uploadBytes } = await import('firebase/storage');
  const objectRef = ref(
    storage,
    `${IMAGE_FOLDER}/${Date.now()}-${randomPart()}.${extensionFor(file)}`,
  );
  await uploadBytes(objectRef, file, { contentType: file.type, cacheControl: IMAGE_CACHE_CONTROL });
  return getDownloadURL(objectRef);
}
