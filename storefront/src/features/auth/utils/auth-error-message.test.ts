import { describe, expect, it } from 'vitest';
import { BRAND_COPY, COPY } from '@swagdrop/shared-ui/model';
import { authErrorMessage } from './auth-error-message';

describe('authErrorMessage', () => {
  it.each<[unknown, string, string]>([
    [{ code: 'auth/invalid-credential' }, COPY.loginFailed, BRAND_COPY.invalidCredentials],
    [{ code: 'auth/user-not-found' }, COPY.loginFailed, BRAND_COPY.invalidCredentials],
    [{ code: 'auth/wrong-password' }, COPY.loginFailed, BRAND_COPY.invalidCredentials],
    [{ code: 'auth/email-already-in-use' }, COPY.signupFailed, BRAND_COPY.emailInUse],
    [{ code: 'auth/weak-password' }, COPY.signupFailed, COPY.passwordTooShort],
    [{ code: 'auth/too-many-requests' }, COPY.loginFailed, BRAND_COPY.tooManyAttempts],
    [{ code: 'auth/something-new' }, COPY.loginFailed, COPY.loginFailed],
    [new Error('boom'), COPY.signupFailed, COPY.signupFailed],
    [null, COPY.loginFailed, COPY.loginFailed],
  ])('%j → %s', (error, fallback, expected) => {
    expect(authErrorMessage(error, fallback)).toBe(expected);
  });
});
