import { describe, expect, it } from 'vitest';
import { adminResetTarget, readResetCode, readVerifyEmailCode } from './reset-link';

describe('readResetCode', () => {
  it('reads the code of a reset link from the query or the hash', () => {
    expect(readResetCode('?mode=resetPassword&oobCode=abc')).toBe('abc');
    expect(readResetCode('', '#oobCode=xyz')).toBe('xyz');
    expect(readResetCode('?oobCode=abc')).toBe('abc');
  });

  it('ignores other email actions and missing codes', () => {
    expect(readResetCode('?mode=verifyEmail&oobCode=abc')).toBeNull();
    expect(readResetCode('?mode=resetPassword')).toBeNull();
    expect(readResetCode('')).toBeNull();
  });
});

describe('adminResetTarget', () => {
  const admin = 'https://admin.swagdrop.example';
  const link = (continueUrl: string) =>
    `?${new URLSearchParams({ mode: 'resetPassword', oobCode: 'c0de', continueUrl })}`;

  it("hands a link whose continue URL is the console's to the console's reset page", () => {
    const search = link(`${admin}/admin/login`);
    expect(adminResetTarget(search, admin)).toBe(`${admin}/admin/reset-password${search}`);
  });

  it('keeps brand links and any other site here', () => {
    expect(adminResetTarget(link('https://swagdrop.example/reset-password'), admin)).toBeNull();
    expect(adminResetTarget(link('https://admin.swagdrop.example.evil.test/x'), admin)).toBeNull();
    expect(adminResetTarget(link('not a url'), admin)).toBeNull();
    expect(adminResetTarget('?mode=resetPassword&oobCode=c0de', admin)).toBeNull();
  });
});

describe('readVerifyEmailCode', () => {
  it('reads the code of a verification link', () => {
    expect(readVerifyEmailCode('?mode=verifyEmail&oobCode=abc&continueUrl=x')).toBe('abc');
  });
  it('ignores a reset link and a link without a code', () => {
    expect(readVerifyEmailCode('?mode=resetPassword&oobCode=abc')).toBeNull();
    expect(readVerifyEmailCode('?mode=verifyEmail')).toBeNull();
    expect(readVerifyEmailCode('?oobCode=abc')).toBeNull();
  });
});
