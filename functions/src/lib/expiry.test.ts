import { describe, expect, it } from 'vitest';
import { THROTTLE_LIMITS } from '@swagdrop/shared-ui/model';
import { stripeEventExpiresAt, throttleExpiresAt } from './expiry';

const DAY = 24 * 60 * 60 * 1000;

describe('bookkeeping expiry (TTL field expires_at)', () => {
  it('keeps a throttle window until a day after it ends, never before it ends', () => {
    const start = Date.UTC(2026, 0, 1, 12);
    const { windowSeconds } = THROTTLE_LIMITS.claim;
    const end = start + windowSeconds * 1000;
    expect(throttleExpiresAt(start, windowSeconds)).toBe(end + DAY);
  });

  it('keeps a processed Stripe event 30 days', () => {
    const processed = Date.UTC(2026, 0, 1);
    expect(stripeEventExpiresAt(processed)).toBe(Date.UTC(2026, 0, 31));
  });
});
