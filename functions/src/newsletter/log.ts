import { logger } from 'firebase-functions/v2';
import type { DigestRun } from './weekly-digest';

export function logWeeklyDigest(run: DigestRun): void {
  logger.info('newsletter: weekly digest', run);
}

export function logUnsubscribed(removed: number): void {
  if (removed > 0) logger.info('newsletter: subscriber removed by unsubscribe link', { removed });
}

export function logUnsubscribeFailed(error: unknown): void {
  logger.error('newsletterUnsubscribe: failed', error);
}
