import { logger } from 'firebase-functions/v2';

export function logPendingUploadPublished(from: string, to: string): void {
  logger.info('uploads: published a pending upload', { from, to });
}

export function logPendingUploadsDeleted(count: number): void {
  if (count > 0) logger.info('uploads: deleted stale pending uploads', { count });
}

/** An upload larger than the decode limit (read from its header; nothing was decoded). */
export function logTooManyPixels(path: string, width: number, height: number): void {
  logger.warn('image pipeline: too many pixels', { path, width, height });
}

export function logUndecodableImage(path: string, error: unknown): void {
  logger.warn('image pipeline: could not decode', { path, error: String(error) });
}

/** The resized WebP variants of an accepted upload (functions/src/images/make-variants.ts). */
export function logVariantsWritten(
  path: string,
  type: string,
  variants: readonly { path: string; pixelWidth: number; bytes: number }[],
): void {
  logger.info('image pipeline: variants written', { path, type, variants });
}

/** A non-image upload was deleted; `flagged` submissions pointed at it. */
export function logNonImageRejected(path: string, flagged: number): void {
  logger.warn('image pipeline: rejected a non-image upload', { path, flagged });
}
