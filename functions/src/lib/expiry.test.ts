// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { THROTTLE_LIMITS } from './throttle-limits';
import {
  checkoutSessionExpiresAt,
  failedMailExpiresAt,
  searchDemandExpiresAt,
  searchDemandSeenExpiresAt,
  stripeEventExpiresAt,
  throttleExpiresAt,
  unconfirmedSignupExpiresAt,
} from './expiry';

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

  it('keeps failed mail 30 days after its last attempt, checkout sessions 90 days, unconfirmed sign-ups 30 days', () => {
    const at = Date.UTC(2026, 0, 1);
    expect(failedMailExpiresAt(at)).toBe(Date.UTC(2026, 0, 31));
    expect(checkoutSessionExpiresAt(at)).toBe(Date.UTC(2026, 3, 1));
    expect(unconfirmedSignupExpiresAt(at)).toBe(Date.UTC(2026, 0, 31));
  });

  it('keeps search demand counts 30 days after their day, and a visitor mark a day past its day', () => {
    expect(searchDemandExpiresAt('2026-01-01')).toBe(Date.UTC(2026, 0, 31));
    expect(searchDemandSeenExpiresAt('2026-01-01')).toBe(Date.UTC(2026, 0, 3));
  });
});

describe('TTL policies (firestore.indexes.json)', () => {
  const spec = JSON.parse(
    readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8'),
  ) as { fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[] };

  it('deletes throttle windows, Stripe events, mail, checkout sessions, sign-ups and claim caps by expires_at', () => {
    const ttl = spec.fieldOverrides
      .filter((f) => f.ttl)
      .map((f) => [f.collectionGroup, f.fieldPath]);
    expect(ttl).toEqual(
      expect.arrayContaining([
        ['throttles', 'expires_at'],
        ['stripe_events', 'expires_at'],
        ['mail', 'expires_at'],
        ['checkout_sessions', 'expires_at'],
        ['waitlist', 'expires_at'],
        ['claim_caps', 'expires_at'],
        ['search_demand', 'expires_at'],
        ['search_demand_seen', 'expires_at'],
      ]),
    );
  });

  it('is a spec firebase-tools accepts for deploy', () => {
    // The validation `firebase deploy --only firestore:indexes` runs before calling the API.
    const require = createRequire(import.meta.url);
    const { FirestoreApi } = require('firebase-tools/lib/firestore/api.js') as {
      FirestoreApi: new () => { validateSpec(spec: unknown): void };
    };
    expect(() => new FirestoreApi().validateSpec(spec)).not.toThrow();
  });
});
