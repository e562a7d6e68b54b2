import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The draft token of an unpaid submission: 32 random bytes given once to the browser that
 * created it (createSubmission's answer), stored only as a SHA-256 hash, and required to change
 * the submission before it is paid (updateSubmission). Whoever does not hold it cannot.
 */
export function newDraftToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashDraftToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Constant-time comparison of a presented token with the stored hash (absent: never equal). */
export function draftTokenMatches(token: string, storedHash: unknown): boolean {
  if (typeof storedHash !== 'string' || storedHash.length !== 64) return false;
  const given = Buffer.from(hashDraftToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === given.length && timingSafeEqual(given, stored);
}
