import { BRAND_COPY, COPY } from '@swagdrop/shared-ui/model';

/**
 * Firebase Auth error codes as readable sentences (the SDK's own messages read
 * "Firebase: Error (auth/...)"); unknown codes fall back to the spec's 'Login failed' or
 * 'Signup failed' (or the reset's fallback). Sign-in never says whether the email exists.
 */
const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': BRAND_COPY.invalidCredentials,
  'auth/invalid-login-credentials': BRAND_COPY.invalidCredentials,
  'auth/wrong-password': BRAND_COPY.invalidCredentials,
  'auth/user-not-found': BRAND_COPY.invalidCredentials,
  'auth/invalid-email': BRAND_COPY.invalidEmail,
  'auth/missing-password': BRAND_COPY.passwordRequired,
  'auth/email-already-in-use': BRAND_COPY.emailInUse,
  'auth/weak-password': COPY.passwordTooShort,
  'auth/user-disabled': BRAND_COPY.accountDisabled,
  'auth/too-many-requests': BRAND_COPY.tooManyAttempts,
  'auth/network-request-failed': BRAND_COPY.networkError,
  'auth/internal-error': COPY.authUnavailable,
  'auth/expired-action-code': COPY.invalidOrExpiredResetLink,
  'auth/invalid-action-code': COPY.invalidOrExpiredResetLink,
};

export function authErrorMessage(error: unknown, fallback: string): string {
  const code = (error as { code?: unknown } | null)?.code;
  return (typeof code === 'string' && MESSAGES[code]) || fallback;
}
