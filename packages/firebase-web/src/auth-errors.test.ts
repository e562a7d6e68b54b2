import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_COPY } from '@swagdrop/model/auth-copy';
import { COPY } from '@swagdrop/model/copy';
import { authErrorCode, authErrorMessage } from './auth-errors';

const { loginFailed, signupFailed } = COPY;
const invalid = AUTH_ERROR_COPY['auth/invalid-credential'];
const inUse = AUTH_ERROR_COPY['auth/email-already-in-use'];

describe('authErrorMessage', () => {
  // An unknown account and a wrong password read the same: no text says whether an email
  // has an account.
  it.each<[unknown, string, string]>([
    [{ code: 'auth/invalid-credential' }, loginFailed, invalid],
    [{ code: 'auth/user-not-found' }, loginFailed, invalid],
    [{ code: 'auth/wrong-password' }, loginFailed, invalid],
    [{ code: 'auth/email-already-in-use' }, signupFailed, inUse],
    [{ code: 'auth/weak-password' }, signupFailed, COPY.passwordTooShort],
    [
      { code: 'auth/expired-action-code' },
      COPY.failedToUpdatePassword,
      COPY.invalidOrExpiredResetLink,
    ],
    [{ code: 'auth/something-new' }, loginFailed, loginFailed],
    [{ code: 'auth/network-request-failed' }, loginFailed, loginFailed],
    [{ code: 'toString' }, loginFailed, loginFailed],
    [new Error('boom'), signupFailed, signupFailed],
    [null, loginFailed, loginFailed],
  ])('%j → %s', (error, fallback, expected) => {
    expect(authErrorMessage(error, fallback)).toBe(expected);
  });

  it('reads the code of an Auth error only', () => {
    expect(authErrorCode({ code: 'auth/user-not-found' })).toBe('auth/user-not-found');
    expect(authErrorCode({ code: 42 })).toBeUndefined();
  });
});
