import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http-error';
import { createQueryClient } from './query-client';

/** Reads through the app's client: how many calls a failing read makes before it gives up. */
async function callsFor(failure: unknown): Promise<{ calls: number; ok: boolean }> {
  const client = createQueryClient();
  let calls = 0;
  const result = await client
    .fetchQuery({
      queryKey: ['test'],
      queryFn: () => {
        calls += 1;
        if (calls === 1) throw failure;
        return 'second try';
      },
      retryDelay: 0,
    })
    .then(
      () => true,
      () => false,
    );
  client.clear();
  return { calls, ok: result };
}

describe('the storefront query client', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it('tries a read again once when the network or the server failed', async () => {
    expect(await callsFor(new TypeError('Failed to fetch'))).toEqual({ calls: 2, ok: true });
    expect(await callsFor(new HttpError('planCatalogue', 503))).toEqual({ calls: 2, ok: true });
    expect(await callsFor({ code: 'unavailable' })).toEqual({ calls: 2, ok: true });
  });

  it('shows the error at once when another try would get the same answer', async () => {
    expect(await callsFor(new HttpError('planCatalogue', 404))).toEqual({ calls: 1, ok: false });
    expect(await callsFor({ code: 'permission-denied' })).toEqual({ calls: 1, ok: false });
    expect(await callsFor({ code: 'functions/invalid-argument' })).toEqual({
      calls: 1,
      ok: false,
    });
  });
});
