/**
 * Uploads one generated picture per seeded listing or submission, named and tagged the way
 * the browser upload does it (storage.rules), and returns its emulator download URL.
 */
import { randomBytes } from 'node:crypto';
import { IMAGE_CACHE_CONTROL, IMAGE_FOLDER, type Category } from '@swagdrop/model';
import { downloadUrl, type SeedAdmin } from './admin';
import { drawArtwork } from './artwork';
import { encodePng } from './png';

export interface ImageRequest {
  category: Category;
  seed: number;
}

export interface ImageStats {
  count: number;
  totalBytes: number;
  maxBytes: number;
}

function objectName(): string {
  return `${IMAGE_FOLDER}/${Date.now()}-${randomBytes(6).toString('hex')}.png`;
}

/**
 * The Storage emulator drops connections now and then while the image pipeline's triggers
 * (one per upload, each writing three variants back) keep it busy: retry the same upload.
 */
async function withRetries<T>(upload: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await upload();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/**
 * Draws, encodes and uploads every request, a few at a time: drawing is synchronous, but
 * deflate and the upload run off the main thread, so they overlap with the next drawing.
 */
export async function uploadImages(
  admin: SeedAdmin,
  requests: readonly ImageRequest[],
  concurrency = 4,
): Promise<{ urls: string[]; stats: ImageStats }> {
  const urls: string[] = new Array<string>(requests.length);
  const stats: ImageStats = { count: 0, totalBytes: 0, maxBytes: 0 };
  let next = 0;
  async function worker(): Promise<void> {
    while (next < requests.length) {
      const index = next;
      next += 1;
      const request = requests[index];
      if (!request) continue;
      const png = await encodePng(drawArtwork(request.category, request.seed));
      const path = objectName();
      await withRetries(() =>
        admin.bucket.file(path).save(png, {
          resumable: false,
          contentType: 'image/png',
          metadata: { cacheControl: IMAGE_CACHE_CONTROL },
        }),
      );
      urls[index] = downloadUrl(path);
      stats.count += 1;
      stats.totalBytes += png.length;
      stats.maxBytes = Math.max(stats.maxBytes, png.length);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { urls, stats };
}
