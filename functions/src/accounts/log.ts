import { logger } from 'firebase-functions/v2';

export function logIdleAnonymousDeleted(count: number): void {
  if (count > 0) logger.info('accounts: deleted idle anonymous accounts', { count });
}
