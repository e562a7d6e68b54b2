import { COPY } from './copy';

const INVALID_CREDENTIALS = 'Invalid email or password.';

/**
 * Firebase Auth error codes as the sentences both apps show (the SDK's own messages read
 * "Firebase: Error (auth/...)"); read through `authErrorMessage` (packages/firebase-web/src). Every
 * credential failure reads the same, so sign-in never tells whether an email has an account.
 * A code not listed shows the action's own text ('Login failed', 'Signup failed', ...), as
 * does a network failure: the provider gave no message of its own.
 */
export const AUTH_ERROR_COPY = {
  'auth/invalid-credential': INVALID_CREDENTIALS,
  'auth/invalid-login-credentials': INVALID_CREDENTIALS,
  'auth/wrong-password': INVALID_CREDENTIALS,
  'auth/user-not-found': INVALID_CREDENTIALS,
  'auth/invalid-email': 'Please enter a valid email address',
  'auth/missing-password': 'Password is required',
  'auth/email-already-in-use': 'An account with this email already exists',
  'auth/weak-password': COPY.passwordTooShort,
  'auth/user-disabled': 'This account has been disabled.',
  'auth/too-many-requests': 'Too many attempts. Please try again later.',
  'auth/internal-error': COPY.authUnavailable,
  'auth/expired-action-code': COPY.invalidOrExpiredResetLink,
  'auth/invalid-action-code': COPY.invalidOrExpiredResetLink,
} as const satisfies Record<`auth/${string}`, string>;

export type AuthErrorCode = keyof typeof AUTH_ERROR_COPY;
