import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callCallable, URLS } from '../../support/emulator';
import {
  auditEntries,
  newAdmin,
  newBrand,
  requestExport,
  seedReport,
  seedSubmission,
} from './seed';

/**
 * Only a custom-claim admin with a verified email may moderate or export: a signed-in brand or
 * a look-alike admin whose email is unverified is refused (permission-denied / 403), a visitor
 * too (unauthenticated / 401), and nothing changes.
 */
describe('moderation functions refuse non-admins', () => {
  let brandToken: string;
  let lookAlikeToken: string;
  beforeAll(async () => {
    brandToken = await (await newBrand()).token();
    lookAlikeToken = await (await newAdmin(undefined, { emailVerified: false })).token();
  });

  const callers = [
    { who: 'a brand user', token: () => brandToken, status: 403, code: 'PERMISSION_DENIED' },
    {
      who: 'an admin claim on an unverified email',
      token: () => lookAlikeToken,
      status: 403,
      code: 'PERMISSION_DENIED',
    },
    { who: 'a visitor', token: () => undefined, status: 401, code: 'UNAUTHENTICATED' },
  ];

  for (const caller of callers) {
    it(`${caller.who} cannot approve or reject a submission`, async () => {
      const id = await seedSubmission();
      for (const name of ['approveSubmission', 'rejectSubmission']) {
        const res = await callCallable(name, { submissionId: id }, { idToken: caller.token() });
        expect(res.status).toBe(caller.status);
        expect(res.error?.status).toBe(caller.code);
      }
      const doc = await adminDb().collection('submissions').doc(id).get();
      expect(doc.get('status')).toBe('pending');
      expect(doc.get('listing_id')).toBeUndefined();
      const listings = await adminDb()
        .collection('swag_listings')
        .where('submission_id', '==', id)
        .get();
      expect(listings.size).toBe(0);
      expect(await auditEntries(`submissions/${id}`)).toHaveLength(0);
    });

    it(`${caller.who} cannot change a report's status`, async () => {
      const id = await seedReport();
      const res = await callCallable(
        'setReportStatus',
        { reportId: id, status: 'resolved' },
        { idToken: caller.token() },
      );
      expect(res.status).toBe(caller.status);
      expect(res.error?.status).toBe(caller.code);
      const doc = await adminDb().collection('listing_reports').doc(id).get();
      expect(doc.get('status')).toBe('pending');
      expect(await auditEntries(`listing_reports/${id}`)).toHaveLength(0);
    });

    it(`${caller.who} cannot export claims`, async () => {
      const res = await requestExport('', { token: caller.token() });
      expect(res.status).toBe(caller.status);
      expect(res.headers.get('content-type')).not.toMatch(/text\/csv/);
      expect(await res.text()).not.toMatch(/Name,Email/);
    });
  }

  it('a forged or malformed bearer token is refused with 401', async () => {
    for (const token of ['not-a-jwt', `${brandToken.slice(0, -4)}AAAA`]) {
      const res = await requestExport('', { token });
      expect(res.status).toBe(401);
    }
    const res = await fetch(`${URLS.functions}/exportClaimsCsv`, {
      method: 'POST',
      headers: { authorization: 'Basic abc', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
  });
});
