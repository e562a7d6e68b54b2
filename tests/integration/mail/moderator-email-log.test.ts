import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callCallable } from '../../support/emulator';
import type { ListMailResult, MailLogRow } from '@swagdrop/model';
import { auditEntries, newAdmin, newBrand } from '../admin-queues/seed';
import { seedMail, uniqueTag } from './moderator-helpers';

/**
 * The admin Email log's callables: only a verified admin lists mails (without their data) or
 * resends one; only a failed mail can be resent, back to the queue with an audit entry.
 */

const mailDoc = async (key: string) => (await adminDb().collection('mail').doc(key).get()).data();

async function allPages(token: string, status?: string): Promise<MailLogRow[]> {
  const rows: MailLogRow[] = [];
  let cursor: string | null = null;
  do {
    const res: { result?: ListMailResult } = await callCallable<ListMailResult>(
      'listMail',
      { status, cursor },
      { idToken: token },
    );
    if (!res.result) throw new Error('listMail failed');
    rows.push(...res.result.rows);
    cursor = res.result.next;
  } while (cursor);
  return rows;
}

describe('Email log callables', () => {
  let adminToken: string;
  let brandToken: string;
  let lookAlikeToken: string;
  beforeAll(async () => {
    adminToken = await (await newAdmin()).token();
    brandToken = await (await newBrand()).token();
    lookAlikeToken = await (await newAdmin(undefined, { emailVerified: false })).token();
  });

  const refused = [
    { who: 'a brand user', token: () => brandToken, status: 403, code: 'PERMISSION_DENIED' },
    {
      who: 'an admin claim on an unverified email',
      token: () => lookAlikeToken,
      status: 403,
      code: 'PERMISSION_DENIED',
    },
    { who: 'a visitor', token: () => undefined, status: 401, code: 'UNAUTHENTICATED' },
  ];
  for (const caller of refused) {
    it(`${caller.who} can neither list nor resend mails`, async () => {
      const failed = await seedMail('failed');
      const list = await callCallable('listMail', {}, { idToken: caller.token() });
      expect(list.status).toBe(caller.status);
      expect(list.error?.status).toBe(caller.code);
      expect(list.result).toBeUndefined();

      const resend = await callCallable('resendMail', failed, { idToken: caller.token() });
      expect(resend.status).toBe(caller.status);
      expect(resend.error?.status).toBe(caller.code);
      expect((await mailDoc(failed.key))?.status).toBe('failed');
      expect(await auditEntries(`mail/${failed.key}`)).toHaveLength(0);
    });
  }

  it('lists mails newest first, 50 a page, filtered by status, without their data', async () => {
    const base = Date.now() + 60_000; // newer than anything else in the log
    const failed = await seedMail('failed', { createdAt: new Date(base + 2000) });
    const delivered = await seedMail('delivered', { createdAt: new Date(base + 1000) });
    const batch = adminDb().batch();
    for (let i = 0; i < 51; i += 1) {
      batch.set(adminDb().collection('mail').doc(`moderator_digest:bulk:${uniqueTag()}`), {
        to: `bulk-${i}@example.com`,
        template: 'moderator_digest',
        data: { secret: 'never shown' },
        status: 'delivered',
        attempts: 1,
        last_error: null,
        created_at: new Date(base - 1000 - i),
      });
    }
    await batch.commit();

    const first = await callCallable<ListMailResult>('listMail', {}, { idToken: adminToken });
    expect(first.status).toBe(200);
    const page = first.result!;
    expect(page.rows).toHaveLength(50);
    expect(page.next).toEqual(expect.any(String));
    const [top, second] = page.rows;
    expect(top).toEqual({
      key: failed.key,
      to: failed.to,
      template: 'moderator_digest',
      subject: expect.stringContaining('Moderation digest'),
      status: 'failed',
      attempts: 3,
      last_error: 'SMTP 421: service not available',
      created_at: base + 2000,
      updated_at: base + 2000,
    });
    expect(second?.key).toBe(delivered.key);
    expect(JSON.stringify(page)).not.toContain('never shown');
    const times = page.rows.map((r) => r.created_at ?? 0);
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const next = await callCallable<ListMailResult>(
      'listMail',
      { cursor: page.next },
      { idToken: adminToken },
    );
    const nextKeys = next.result!.rows.map((r) => r.key);
    expect(nextKeys.length).toBeGreaterThan(0);
    expect(nextKeys.some((k) => page.rows.some((r) => r.key === k))).toBe(false);

    const failedRows = await allPages(adminToken, 'failed');
    expect(failedRows.every((r) => r.status === 'failed')).toBe(true);
    expect(failedRows.map((r) => r.key)).toContain(failed.key);
    expect(failedRows.map((r) => r.key)).not.toContain(delivered.key);

    const bad = await callCallable('listMail', { status: 'bounced' }, { idToken: adminToken });
    expect(bad.error?.status).toBe('INVALID_ARGUMENT');
  });

  // An unsubscribed newsletter mail is ended for good (its address unsubscribed).
  for (const status of ['delivered', 'queued', 'unsubscribed'] as const) {
    it(`refuses to resend a ${status} mail`, async () => {
      const mail = await seedMail(status);
      const res = await callCallable('resendMail', { key: mail.key }, { idToken: adminToken });
      expect(res.error?.status).toBe('FAILED_PRECONDITION');
      expect(res.error?.message).toContain('Only a failed email can be resent');
      expect(await auditEntries(`mail/${mail.key}`)).toHaveLength(0);
      if (status === 'delivered') expect((await mailDoc(mail.key))?.attempts).toBe(3);
    });
  }

  it('refuses to resend a mail that does not exist', async () => {
    const res = await callCallable(
      'resendMail',
      { key: `moderator_digest:missing:${uniqueTag()}` },
      { idToken: adminToken },
    );
    expect(res.error?.status).toBe('NOT_FOUND');
  });

  it('puts a failed mail back in the queue, with an audit entry, once', async () => {
    const mail = await seedMail('failed');
    const res = await callCallable('resendMail', { key: mail.key }, { idToken: adminToken });
    expect(res.result).toEqual({ key: mail.key, status: 'queued' });

    const doc = await mailDoc(mail.key);
    // Queued again; the sender (when running) may already have picked it up.
    expect(['queued', 'sending', 'delivered']).toContain(doc?.status);
    expect(doc?.attempts).toBeGreaterThanOrEqual(3);
    expect(doc?.next_attempt_at ?? null).toBeNull();
    if (doc?.status !== 'failed') expect(doc?.last_error ?? null).toBeNull();

    const audit = await auditEntries(`mail/${mail.key}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'mail.resend',
      before: { status: 'failed', last_error: 'SMTP 421: service not available' },
      after: { status: 'queued', template: 'moderator_digest', to: mail.to, attempts: 3 },
    });

    // A second click (or a second moderator) finds it no longer failed.
    const again = await callCallable('resendMail', { key: mail.key }, { idToken: adminToken });
    expect(again.error?.status).toBe('FAILED_PRECONDITION');
    expect(await auditEntries(`mail/${mail.key}`)).toHaveLength(1);
  });
});
