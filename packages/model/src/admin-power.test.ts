import { describe, expect, it } from 'vitest';
import { hasAdminPower } from './admin-power';

describe('hasAdminPower', () => {
  it('needs the admin claim and a verified email', () => {
    expect(hasAdminPower({ admin: true, email_verified: true })).toBe(true);
  });
  it.each([
    ['an unverified email', { admin: true, email_verified: false }],
    ['no email_verified field', { admin: true }],
    ['a string claim', { admin: 'true', email_verified: true }],
    ['a string verification', { admin: true, email_verified: 'true' }],
    ['no admin claim', { email_verified: true }],
  ])('refuses %s', (_name, claims) => {
    expect(hasAdminPower(claims)).toBe(false);
  });
});
