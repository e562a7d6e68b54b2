import {
  IMAGE_FOLDER,
  IMAGE_VARIANT_FOLDER,
  IMAGE_VARIANT_WIDTHS,
  imageVariantPath,
} from '@swagdrop/model';
import type { SeedAdmin } from './admin';

const ORIGINAL = new RegExp(`^${IMAGE_FOLDER}/[^/]+$`);

export interface VariantProgress {
  originals: number;
  /** Originals with every variant written. */
  complete: number;
  /** Uploads saved again because their trigger never ran. */
  resent: number;
  seconds: number;
}

/** Uploaded originals still missing a variant. */
async function missingVariants(
  bucket: SeedAdmin['bucket'],
): Promise<{ all: number; missing: string[] }> {
  const [[originals], [variants]] = await Promise.all([
    bucket.getFiles({ prefix: `${IMAGE_FOLDER}/`, delimiter: '/' }),
    bucket.getFiles({ prefix: `${IMAGE_VARIANT_FOLDER}/` }),
  ]);
  const written = new Set(variants.map((file) => file.name));
  const names = originals.map((file) => file.name).filter((name) => ORIGINAL.test(name));
  const missing = names.filter(
    (name) => !IMAGE_VARIANT_WIDTHS.every((width) => written.has(imageVariantPath(name, width))),
  );
  return { all: names.length, missing };
}

/**
 * Waits until the image pipeline has written the variants of every uploaded image. The Storage
 * emulator drops some finalize events when many uploads land at once (the trigger then never
 * runs, and the image has no variants until it is uploaded again): an original still without
 * variants after `patienceMs` is saved again with the same bytes, which fires a new event.
 */
export async function ensureImageVariants(
  { bucket }: SeedAdmin,
  { timeoutMs = 240_000, patienceMs = 20_000 } = {},
): Promise<VariantProgress> {
  const started = Date.now();
  let resent = 0;
  let lastProgressAt = Date.now();
  let lastMissing = Number.POSITIVE_INFINITY;
  for (;;) {
    const { all, missing } = await missingVariants(bucket);
    const seconds = (Date.now() - started) / 1000;
    if (missing.length === 0 || Date.now() - started > timeoutMs) {
      return { originals: all, complete: all - missing.length, resent, seconds };
    }
    if (missing.length < lastMissing) {
      lastMissing = missing.length;
      lastProgressAt = Date.now();
    } else if (Date.now() - lastProgressAt > patienceMs) {
      for (const name of missing) {
        const file = bucket.file(name);
        const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
        await file.save(bytes, {
          resumable: false,
          contentType: metadata.contentType,
          metadata: { cacheControl: metadata.cacheControl },
        });
        resent += 1;
      }
      lastProgressAt = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}
