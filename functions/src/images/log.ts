import { logger } from 'firebase-functions/v2';

export function logPendingUploadPublished(from: string, to: string): void {
  logger.info('uploads: published a pending upload', { from, to });
}

export function logPendingUploadsDeleted(count: number): void {
  if (count > 0) logger.info('uploads: deleted stale pending uploads', { count });
}
