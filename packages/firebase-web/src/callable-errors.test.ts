import { describe, expect, it, vi } from 'vitest';
import { COPY } from '@swagdrop/model/copy';
import { callableErrorMessage, callableErrorReason } from './callable-errors';

const failure = (code: string, message: string) => ({ code: `functions/${code}`, message });
const approve = COPY.failedToApprove;

describe('callableErrorMessage', () => {
  // `failed`: the console action's own failure text; a public flow has none.
  it.each<[string, unknown, string | undefined, string]>([
    ['throttled', failure('resource-exhausted', 'x'), undefined, COPY.tooManyRequests],
    ['unreachable', failure('internal', 'internal'), undefined, COPY.serviceUnavailable],
    ['unavailable', failure('unavailable', 'x'), approve, COPY.serviceUnavailable],
    ['a validation message', failure('invalid-argument', 'Bad email'), undefined, 'Bad email'],
    [
      'a refused state',
      failure('failed-precondition', 'Ended'),
      undefined,
      COPY.somethingWentWrong,
    ],
    ['a crash', failure('internal', 'INTERNAL'), undefined, COPY.somethingWentWrong],
    ['a non-Firebase error', new Error('boom'), undefined, COPY.somethingWentWrong],
    ['an action refused', failure('failed-precondition', 'Done.'), approve, `${approve}: Done.`],
    ['an action on nothing', failure('not-found', 'Gone.'), approve, `${approve}: Gone.`],
    ['an action input', failure('invalid-argument', 'Id needed'), approve, `${approve}: Id needed`],
    ['an action denied', failure('permission-denied', 'Admin.'), approve, `${approve}: Admin.`],
    ['an action crash', failure('internal', 'INTERNAL'), approve, approve],
    ['an action signed out', failure('unauthenticated', 'Sign in.'), approve, approve],
  ])('%s', (_case, error, failed, expected) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(callableErrorMessage(error, failed)).toBe(expected);
    expect(log).toHaveBeenCalledWith(error);
  });
});

describe('callableErrorReason', () => {
  it.each<[string, unknown, string | undefined]>([
    [
      'a refusal with a reason',
      { code: 'functions/failed-precondition', details: { reason: 'claimed-out' } },
      'claimed-out',
    ],
    ['a refusal without details', failure('failed-precondition', 'Ended'), undefined],
    ['details without a reason', { details: { other: 1 } }, undefined],
    ['a reason that is not text', { details: { reason: 3 } }, undefined],
    ['no error', null, undefined],
  ])('%s', (_case, error, expected) => {
    expect(callableErrorReason(error)).toBe(expected);
  });
});
