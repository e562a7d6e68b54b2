import { describe, expect, it } from 'vitest';
import { withTransientRetries } from './transient-retry';

const failing = (errors: unknown[]) => {
  let calls = 0;
  const operation = async () => {
    const error = errors[calls];
    calls += 1;
    if (error) throw error;
    return 'saved';
  };
  return { operation, calls: () => calls };
};
const netError = (code: string) => Object.assign(new Error(code), { code });

describe('withTransientRetries', () => {
  it('tries again after a dropped connection and returns the result', async () => {
    const op = failing([netError('ECONNRESET'), netError('EPIPE'), { code: 503 }]);
    await expect(withTransientRetries(op.operation, { pauseMs: 1 })).resolves.toBe('saved');
    expect(op.calls()).toBe(4);
  });

  it('does not repeat a request that was refused (404, bad input)', async () => {
    const op = failing([{ code: 404 }]);
    await expect(withTransientRetries(op.operation, { pauseMs: 1 })).rejects.toEqual({
      code: 404,
    });
    expect(op.calls()).toBe(1);
  });

  it('gives up after the last attempt with the last error', async () => {
    const op = failing(Array.from({ length: 5 }, () => netError('ECONNRESET')));
    await expect(withTransientRetries(op.operation, { attempts: 3, pauseMs: 1 })).rejects.toThrow(
      'ECONNRESET',
    );
    expect(op.calls()).toBe(3);
  });
});
