import { createHash } from 'node:crypto';

/**
 * Same as hashKey in functions/src/lib/throttle.ts (waitlist and claim document ids), copied
 * because importing that module would pull in firebase-functions and its app initialisation.
 */
export function hashKey(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 40);
}
