import { COPY } from '@swagdrop/shared-ui/model';

/**
 * Firebase Auth errors as readable sentences (the SDK's own messages read
 * "Firebase: Error (auth/...)"). Unknown codes fall back to the spec's text for the action.
 */
const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Invalid email or password.',
  'auth/invalid-login-credentials': 'Invalid email or password.',
  'auth/wrong-password': 'Invalid email or password.',
  'auth/user-not-found': 'Invalid email or password.',
  'auth/invalid-email': 'Please enter a valid email address',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/weak-password': COPY.passwordTooShort,
  'auth/expired-action-code': COPY.invalidOrExpiredResetLink,
  'auth/invalid-action-code': COPY.invalidOrExpiredResetLink,
};

export function authErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function authErrorMessage(error: unknown, fallback: string): string {
  const code = authErrorCode(error);
  return (code && MESSAGES[code]) || fallback;
}
