import { logger } from 'firebase-functions/v2';

/** The outbox's log lines (functions/src/mail): one per outcome, with the mail's key. */

export function logMailDelivered(key: string, template: string, messageId: string | null): void {
  logger.info('mail: delivered', { key, template, messageId });
}

export function logMailFailed(
  key: string,
  template: string,
  error: string,
  retryAt: string | null,
): void {
  logger.warn('mail: sending failed', { key, template, error, retryAt });
}

/** A stored mail that can never be rendered (unknown template or data that fails its schema). */
export function logMailRefused(key: string, template: string, error: string): void {
  logger.error('mail: refused to render', { key, template, error });
}

export function logMailRequeued(count: number): void {
  if (count > 0) logger.info('mail: requeued for another attempt', { count });
}
