// @vitest-environment node
import type { UserRecord } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { isIdleAnonymous } from './idle-anonymous';

const NOW = new Date('2026-12-02T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3600_000).toUTCString();

function user(
  created: number,
  lastRefresh: number | null,
  extra: Partial<Pick<UserRecord, 'email' | 'providerData'>> = {},
): UserRecord {
  return {
    providerData: [],
    email: undefined,
    metadata: {
      creationTime: hoursAgo(created),
      lastSignInTime: hoursAgo(created),
      lastRefreshTime: lastRefresh === null ? null : hoursAgo(lastRefresh),
    },
    ...extra,
  } as unknown as UserRecord;
}

describe('isIdleAnonymous', () => {
  it('picks an anonymous account unused for more than 24 h', () => {
    expect(isIdleAnonymous(user(30, null), NOW)).toBe(true);
    expect(isIdleAnonymous(user(48, 25), NOW)).toBe(true);
  });

  it('keeps one used within the day', () => {
    expect(isIdleAnonymous(user(2, null), NOW)).toBe(false);
    expect(isIdleAnonymous(user(72, 3), NOW)).toBe(false);
  });

  it('never picks an account with an email or a sign-in provider', () => {
    expect(isIdleAnonymous(user(90, null, { email: 'brand@example.com' }), NOW)).toBe(false);
    const providerData = [{ providerId: 'password' }] as UserRecord['providerData'];
    expect(isIdleAnonymous(user(90, null, { providerData }), NOW)).toBe(false);
  });
});
