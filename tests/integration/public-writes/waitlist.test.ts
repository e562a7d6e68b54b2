import { describe, expect, it } from 'vitest';
import { adminDb, callCallable } from '../../support/emulator';
import { expectRecentServerTimestamp, uniqueEmail, uniqueIp } from './helpers';

function join(data: unknown) {
  return callCallable<{ status: string }>('joinWaitlist', data, { ip: uniqueIp() });
}

async function waitlistEntries(email: string) {
  const snap = await adminDb().collection('waitlist').where('email', '==', email).get();
  return snap.docs.map((d) => d.data());
}

describe('joinWaitlist', () => {
  it('stores a new email once, normalised, pending confirmation, with a server timestamp', async () => {
    const email = uniqueEmail('news');
    const res = await join({ email: `  ${email.toUpperCase()}  ` });
    expect(res.result).toEqual({ status: 'joined' });
    const entries = await waitlistEntries(email);
    expect(entries).toHaveLength(1);
    expect(Object.keys(entries[0]!).sort()).toEqual([
      'confirm_token',
      'created_at',
      'email',
      // An unconfirmed sign-up is let go after 30 days (TTL).
      'expires_at',
      'status',
      'unsubscribe_token',
    ]);
    expect(entries[0]!.status).toBe('pending');
    expectRecentServerTimestamp(entries[0]!.created_at);
  });

  it('detects the same email again regardless of case and surrounding spaces', async () => {
    const email = uniqueEmail('dupe');
    expect((await join({ email })).result).toEqual({ status: 'joined' });
    expect((await join({ email: ` ${email.toUpperCase()}\t` })).result).toEqual({
      status: 'duplicate',
    });
    expect(await waitlistEntries(email)).toHaveLength(1);
  });

  it.each([
    ['a malformed email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['an empty email', { email: '  ' }, 'Email is required'],
    ['a missing email', {}, 'Email is required'],
    ['an extra field', { email: 'x@example.com', admin: true }, 'Unrecognized key: "admin"'],
  ])('rejects %s with a clear message', async (_label, data, message) => {
    const res = await join(data);
    expect(res.error).toMatchObject({ status: 'INVALID_ARGUMENT', message });
  });
});
