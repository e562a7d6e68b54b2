import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY } from '@swagdrop/model/copy';
import { callableErrorMessage } from './callable-errors';

const failure = (code: string, message: string) => ({ code: `functions/${code}`, message });

describe('callableErrorMessage', () => {
  let log: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['throttled', failure('resource-exhausted', 'x'), undefined, COPY.tooManyRequests],
    ['unreachable', failure('internal', 'internal'), undefined, COPY.serviceUnavailable],
    ['unavailable', failure('unavailable', 'x'), COPY.failedToSaveListing, COPY.serviceUnavailable],
    [
      'a validation message',
      failure('invalid-argument', 'Email is required'),
      undefined,
      'Email is required',
    ],
    [
      'a refused state',
      failure('failed-precondition', 'This offer has ended'),
      undefined,
      COPY.somethingWentWrong,
    ],
    ['a crash', failure('internal', 'INTERNAL'), undefined, COPY.somethingWentWrong],
    ['a non-Firebase error', new Error('boom'), undefined, COPY.somethingWentWrong],
  ])('%s', (_case, error, failed, expected) => {
    expect(callableErrorMessage(error, failed)).toBe(expected);
  });

  it.each([
    [
      failure('failed-precondition', 'This submission was already approved.'),
      `${COPY.failedToApprove}: This submission was already approved.`,
    ],
    [
      failure('not-found', 'This listing no longer exists.'),
      `${COPY.failedToApprove}: This listing no longer exists.`,
    ],
    [
      failure('invalid-argument', 'Listing id is required'),
      `${COPY.failedToApprove}: Listing id is required`,
    ],
    [
      failure('permission-denied', 'Admin access required.'),
      `${COPY.failedToApprove}: Admin access required.`,
    ],
    [failure('internal', 'INTERNAL'), COPY.failedToApprove],
    [failure('unauthenticated', 'Please sign in.'), COPY.failedToApprove],
  ])('console action: %o reads %j', (error, expected) => {
    expect(callableErrorMessage(error, COPY.failedToApprove)).toBe(expected);
  });

  it('logs the error', () => {
    const error = failure('internal', 'INTERNAL');
    callableErrorMessage(error);
    expect(log).toHaveBeenCalledWith(error);
  });
});
