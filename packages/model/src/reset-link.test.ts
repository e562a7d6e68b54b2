import { describe, expect, it } from 'vitest';
import { adminResetTarget, readResetCode, readVerifyEmailCode } from './reset-link';

describe('readResetCode / readVerifyEmailCode: the code of an email action link', () => {
  it.each<[string, string, string | null, string | null]>([
    // search, hash, reset code, verification code
    ['?mode=resetPassword&oobCode=abc', '', 'abc', null],
    ['', '#oobCode=xyz', 'xyz', null],
    ['?oobCode=abc', '', 'abc', null],
    ['?mode=verifyEmail&oobCode=abc&continueUrl=x', '', null, 'abc'],
    ['?mode=resetPassword', '', null, null],
    ['?mode=verifyEmail', '', null, null],
    ['', '', null, null],
  ])('%j %j → reset %j, verify %j', (search, hash, reset, verify) => {
    expect(readResetCode(search, hash)).toBe(reset);
    expect(readVerifyEmailCode(search)).toBe(verify);
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
