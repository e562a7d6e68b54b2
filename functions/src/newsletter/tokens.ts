import { randomBytes } from 'node:crypto';

/**
 * A newsletter link's secret: 32 random bytes, base64url (43 characters, the shape shared-ui
 * NEWSLETTER_TOKEN_PATTERN accepts). Each subscriber has one to confirm and one to unsubscribe,
 * so neither link can be guessed from an email address.
 */
export function newsletterToken(): string {
  return randomBytes(32).toString('base64url');
}

export const WAITLIST_COLLECTION = 'waitlist';
