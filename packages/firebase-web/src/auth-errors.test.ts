import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_COPY } from '@swagdrop/model/auth-copy';
import { COPY } from '@swagdrop/model/copy';
import { authErrorCode, authErrorMessage } from './auth-errors';

describe('authErrorMessage', () => {
  const invalid = AUTH_ERROR_COPY['auth/invalid-credential'];

  it.each<[unknown, string, string]>([
    [{ code: 'auth/invalid-credential' }, COPY.loginFailed, invalid],
    [{ code: 'auth/user-not-found' }, COPY.loginFailed, invalid],
    [{ code: 'auth/wrong-password' }, COPY.loginFailed, invalid],
    [
      { code: 'auth/email-already-in-use' },
      COPY.signupFailed,
      AUTH_ERROR_COPY['auth/email-already-in-use'],
    ],
    [{ code: 'auth/weak-password' }, COPY.signupFailed, COPY.passwordTooShort],
    [
      { code: 'auth/expired-action-code' },
      COPY.failedToUpdatePassword,
      COPY.invalidOrExpiredResetLink,
    ],
    [{ code: 'auth/something-new' }, COPY.loginFailed, COPY.loginFailed],
    [{ code: 'auth/network-request-failed' }, COPY.loginFailed, COPY.loginFailed],
    [{ code: 'toString' }, COPY.loginFailed, COPY.loginFailed],
    [new Error('boom'), COPY.signupFailed, COPY.signupFailed],
    [null, COPY.loginFailed, COPY.loginFailed],
  ])('%j → %s', (error, fallback, expected) => {
    expect(authErrorMessage(error, fallback)).toBe(expected);
  });

  it('never says whether an email has an account', () => {
    expect(authErrorMessage({ code: 'auth/user-not-found' }, COPY.loginFailed)).toBe(
      authErrorMessage({ code: 'auth/wrong-password' }, COPY.loginFailed),
    );
  });

  it('reads the code of an Auth error only', () => {
    expect(authErrorCode({ code: 'auth/user-not-found' })).toBe('auth/user-not-found');
    expect(authErrorCode({ code: 42 })).toBeUndefined();
    expect(authErrorCode(undefined)).toBeUndefined();
  });
});
