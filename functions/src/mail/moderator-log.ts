import { logger } from 'firebase-functions/v2';
import type { ModeratorDigestResult } from './moderator-digest';

export function logModeratorDigest(result: ModeratorDigestResult): void {
  logger.info('mail: moderator digest', result);
}

export function logMailResent(key: string, actorUid: string): void {
  logger.info('mail: failed email queued again by a moderator', { key, actorUid });
}
