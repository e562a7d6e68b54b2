import {
  IMAGE_FOLDER,
  IMAGE_VARIANT_FOLDER,
  IMAGE_VARIANT_WIDTHS,
  imageVariantPath,
} from '@swagdrop/shared-ui/model';
import { adminBucket } from '../../../tests/support/emulator';

const ORIGINAL = new RegExp(`^${IMAGE_FOLDER}/[^/]+$`);

export interface VariantProgress {
  originals: number;
  /** Originals with every variant written. */
  complete: number;
  seconds: number;
}

async function progress(): Promise<Omit<VariantProgress, 'seconds'>> {
  const bucket = adminBucket();
  const [[originals], [variants]] = await Promise.all([
    bucket.getFiles({ prefix: `${IMAGE_FOLDER}/`, delimiter: '/' }),
    bucket.getFiles({ prefix: `${IMAGE_VARIANT_FOLDER}/` }),
  ]);
  const written = new Set(variants.map((file) => file.name));
  const names = originals.map((file) => file.name).filter((name) => ORIGINAL.test(name));
  const complete = names.filter((name) =>
    IMAGE_VARIANT_WIDTHS.every((width) => written.has(imageVariantPath(name, width))),
  ).length;
  return { originals: names.length, complete };
}

/**
 * Waits until the image pipeline has written the variants of every uploaded image (the seed
 * uploads them; the trigger resizes them in the background). Pages measured before that show
 * a failed variant and then the original, a slower and unrealistic first view.
 */
export async function waitForImageVariants(timeoutMs = 300_000): Promise<VariantProgress> {
  const started = Date.now();
  for (;;) {
    const now = await progress();
    const seconds = (Date.now() - started) / 1000;
    if (now.complete >= now.originals || Date.now() - started > timeoutMs) {
      return { ...now, seconds };
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}
