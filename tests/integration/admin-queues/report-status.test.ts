import { describe, expect, it } from 'vitest';
import { adminDb, callCallable } from '../../support/emulator';
import { auditEntries, newAdmin, seedReport } from './seed';

async function statusOf(id: string) {
  return (await adminDb().collection('listing_reports').doc(id).get()).get('status') as string;
}

describe('setReportStatus', () => {
  it.each([
    ['pending', 'reviewed'],
    ['pending', 'resolved'],
    ['reviewed', 'resolved'],
  ])('moves a %s report to %s, with an audit entry', async (from, to) => {
    const admin = await newAdmin();
    const id = await seedReport({ status: from });
    const res = await callCallable(
      'setReportStatus',
      { reportId: id, status: to },
      { idToken: await admin.token() },
    );
    expect(res.error).toBeUndefined();
    expect(await statusOf(id)).toBe(to);
    const audit = await auditEntries(`listing_reports/${id}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'report.status',
      actor_uid: admin.uid,
      before: { status: from },
      after: expect.objectContaining({ status: to }),
    });
  });

  it.each([
    ['resolved', 'reviewed'],
    ['resolved', 'pending'],
    ['resolved', 'resolved'],
    ['reviewed', 'pending'],
    ['reviewed', 'reviewed'],
    ['pending', 'pending'],
  ])('refuses %s → %s and changes nothing', async (from, to) => {
    const token = await (await newAdmin()).token();
    const id = await seedReport({ status: from });
    const res = await callCallable(
      'setReportStatus',
      { reportId: id, status: to },
      { idToken: token },
    );
    expect(res.error?.status).toBe('FAILED_PRECONDITION');
    expect(res.error?.message).toBe(`A ${from} report cannot be marked as ${to}.`);
    expect(await statusOf(id)).toBe(from);
    expect(await auditEntries(`listing_reports/${id}`)).toHaveLength(0);
  });

  it('refuses an unknown status value and unknown fields', async () => {
    const token = await (await newAdmin()).token();
    const id = await seedReport();
    for (const data of [
      { reportId: id, status: 'deleted' },
      { reportId: id, status: 'resolved', reporter_email: 'x@example.com' },
      { reportId: 'a/b', status: 'resolved' },
    ]) {
      const res = await callCallable('setReportStatus', data, { idToken: token });
      expect(res.error?.status).toBe('INVALID_ARGUMENT');
    }
    expect(await statusOf(id)).toBe('pending');
  });

  it('of two racing changes on a pending report, resolved never goes back to reviewed', async () => {
    const token = await (await newAdmin()).token();
    const id = await seedReport();
    await Promise.all([
      callCallable('setReportStatus', { reportId: id, status: 'resolved' }, { idToken: token }),
      callCallable('setReportStatus', { reportId: id, status: 'reviewed' }, { idToken: token }),
    ]);
    // 'resolved' always wins: either reviewed→resolved both commit in that order, or resolved
    // commits first and the late 'reviewed' is refused.
    expect(await statusOf(id)).toBe('resolved');
    expect((await auditEntries(`listing_reports/${id}`)).length).toBeGreaterThanOrEqual(1);
  });
});
