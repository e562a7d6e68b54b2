import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http-error';
import { createQueryClient } from './query-client';

describe('the storefront query client', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);

  // A failure another try can fix is tried again once; one that would get the same answer
  // (a 4xx, a refusal, a rejected input) shows the error at once.
  it.each<[string, unknown, number]>([
    ['the network failed', new TypeError('Failed to fetch'), 2],
    ['the server failed', new HttpError('planCatalogue', 503), 2],
    ['the backend is unavailable', { code: 'unavailable' }, 2],
    ['not found', new HttpError('planCatalogue', 404), 1],
    ['refused', { code: 'permission-denied' }, 1],
    ['a rejected input', { code: 'functions/invalid-argument' }, 1],
  ])('a read that failed because %s makes %i call(s)', async (_case, failure, expected) => {
    let calls = 0;
    const read = createQueryClient().fetchQuery({
      queryKey: ['test'],
      queryFn: () => {
        calls += 1;
        if (calls === 1) throw failure;
        return 'second try';
      },
      retryDelay: 0,
    });
    await (expected === 2
      ? expect(read).resolves.toBe('second try')
      : expect(read).rejects.toBe(failure));
    expect(calls).toBe(expected);
  });
});
