import { describe, expect, it } from 'vitest';
import { NEWSLETTER_CONFIRM_COPY } from '@swagdrop/model';
import { expectRecentServerTimestamp, uniqueEmail } from '../public-writes/helpers';
import { confirmNewsletter, joinWaitlist, mailsTo, waitlistEntry } from './visitor-helpers';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

describe('newsletter double opt-in', () => {
  it('stores a pending subscriber and queues one confirmation mail; a duplicate queues none', async () => {
    const email = uniqueEmail('optin');
    expect((await joinWaitlist(email)).result).toEqual({ status: 'joined' });
    const entry = await waitlistEntry(email);
    expect(entry).toMatchObject({ email, status: 'pending' });
    expect(entry!.confirm_token).toMatch(TOKEN);
    expect(entry!.unsubscribe_token).toMatch(TOKEN);
    expect(entry!.confirm_token).not.toBe(entry!.unsubscribe_token);
    expectRecentServerTimestamp(entry!.created_at);

    expect((await joinWaitlist(email.toUpperCase())).result).toEqual({ status: 'duplicate' });
    const mails = await mailsTo(email, 'newsletter_confirm');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.id.startsWith(`newsletter_confirm:${entry!.id}:`)).toBe(true);
    expect(mails[0]!.data).toEqual({ confirm_token: entry!.confirm_token });
    // The unsubscribe token is only ever mailed with a digest, after confirmation.
    expect(JSON.stringify(mails[0])).not.toContain(String(entry!.unsubscribe_token));
  });

  it('treats another spelling of the same mailbox as a duplicate', async () => {
    const user = `news${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    expect((await joinWaitlist(`${user}@gmail.com`)).result).toEqual({ status: 'joined' });
    for (const spelling of [
      `${user.slice(0, 2)}.${user.slice(2)}+drops@gmail.com`,
      `${user}+x@googlemail.com`,
    ]) {
      expect((await joinWaitlist(spelling)).result).toEqual({ status: 'duplicate' });
      expect(await mailsTo(spelling, 'newsletter_confirm')).toHaveLength(0);
    }
    expect(await mailsTo(`${user}@gmail.com`, 'newsletter_confirm')).toHaveLength(1);
  });

  it('confirms with the mailed token once; a used or unknown token changes nothing', async () => {
    const email = uniqueEmail('confirm');
    await joinWaitlist(email);
    const { confirm_token: token } = (await waitlistEntry(email))!;

    const unknown = await confirmNewsletter('A'.repeat(43));
    expect(unknown.error).toMatchObject({
      status: 'NOT_FOUND',
      message: NEWSLETTER_CONFIRM_COPY.invalidBody,
    });
    const malformed = await confirmNewsletter('not a token');
    expect(malformed.error?.status).toBe('INVALID_ARGUMENT');
    expect(await waitlistEntry(email)).toMatchObject({ status: 'pending' });

    expect((await confirmNewsletter(String(token))).result).toEqual({ status: 'confirmed' });
    const confirmed = await waitlistEntry(email);
    expect(confirmed).toMatchObject({ status: 'confirmed' });
    expectRecentServerTimestamp(confirmed!.confirmed_at);

    const again = await confirmNewsletter(String(token));
    expect(again.error?.status).toBe('NOT_FOUND');
    expect(await waitlistEntry(email)).toMatchObject({ status: 'confirmed' });
  });
});
