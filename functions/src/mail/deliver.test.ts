// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isTransientSmtpError, MAX_ATTEMPTS, nextAttemptAt, RETRY_BASE_MS } from './deliver';

const now = new Date('2026-11-26T10:00:00.000Z');

describe('retry policy', () => {
  it.each([
    [{ code: 'ECONNECTION' }, true],
    [{ code: 'ETIMEDOUT' }, true],
    [{ code: 'EENVELOPE', responseCode: 451 }, true],
    [{ code: 'EENVELOPE', responseCode: 550 }, false],
    [{ code: 'EAUTH', responseCode: 535 }, false],
    [new Error('Unknown mail template x'), false],
  ])('%j is transient: %s', (error, transient) => {
    expect(isTransientSmtpError(error)).toBe(transient);
  });

  it('backs off exponentially and stops after the last attempt or a permanent failure', () => {
    expect(nextAttemptAt(1, true, now)?.getTime()).toBe(now.getTime() + RETRY_BASE_MS);
    expect(nextAttemptAt(2, true, now)?.getTime()).toBe(now.getTime() + 2 * RETRY_BASE_MS);
    expect(nextAttemptAt(4, true, now)?.getTime()).toBe(now.getTime() + 8 * RETRY_BASE_MS);
    expect(nextAttemptAt(MAX_ATTEMPTS, true, now)).toBeNull();
    expect(nextAttemptAt(1, false, now)).toBeNull();
  });
});
