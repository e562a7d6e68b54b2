import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callCallable, seedListing } from '../../support/emulator';
import { auditFor, listingPayload, newAccount } from './helpers';

/**
 * Every admin-core function checks admin power itself (the `admin` claim on a verified email):
 * a signed-in brand or a look-alike admin whose email is unverified gets permission-denied, a
 * visitor unauthenticated, and nothing is stored or audited.
 */
describe('admin-core functions refuse non-admins', () => {
  let brandToken: string;
  let lookAlikeToken: string;
  beforeAll(async () => {
    brandToken = await (await newAccount('brand')).token();
    lookAlikeToken = await (await newAccount('unverified admin')).token();
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
    it(`${caller.who} cannot create a listing`, async () => {
      const listing = listingPayload();
      const res = await callCallable('saveListing', { listing }, { idToken: caller.token() });
      expect(res.status).toBe(caller.status);
      expect(res.error?.status).toBe(caller.code);
      const stored = await adminDb()
        .collection('swag_listings')
        .where('title', '==', listing.title)
        .get();
      expect(stored.size).toBe(0);
    });

    it(`${caller.who} cannot edit or delete a listing`, async () => {
      const id = await seedListing({ title: 'Untouchable Tee' });
      const edit = await callCallable(
        'saveListing',
        { id, listing: listingPayload({ title: 'Hijacked' }) },
        { idToken: caller.token() },
      );
      expect(edit.status).toBe(caller.status);
      expect(edit.error?.status).toBe(caller.code);
      const del = await callCallable('deleteListing', { id }, { idToken: caller.token() });
      expect(del.status).toBe(caller.status);
      expect(del.error?.status).toBe(caller.code);

      const doc = await adminDb().collection('swag_listings').doc(id).get();
      expect(doc.exists).toBe(true);
      expect(doc.get('title')).toBe('Untouchable Tee');
      expect(await auditFor(`swag_listings/${id}`)).toHaveLength(0);
    });

    it(`${caller.who} cannot read the claims-per-day statistics`, async () => {
      const res = await callCallable('claimsPerDay', { days: 30 }, { idToken: caller.token() });
      expect(res.status).toBe(caller.status);
      expect(res.error?.status).toBe(caller.code);
      expect(res.result).toBeUndefined();
    });
  }

  it('a forged "admin" field in the request body does not help a brand user', async () => {
    const res = await callCallable(
      'saveListing',
      { listing: listingPayload(), admin: true },
      { idToken: brandToken },
    );
    expect(res.error?.status).toBe('PERMISSION_DENIED');
  });

  it('an admin can call all three', async () => {
    const token = await (await newAccount('admin')).token();
    const created = await callCallable<{ id: string }>(
      'saveListing',
      { listing: listingPayload() },
      { idToken: token },
    );
    expect(created.error).toBeUndefined();
    const deleted = await callCallable(
      'deleteListing',
      { id: created.result!.id },
      { idToken: token },
    );
    expect(deleted.error).toBeUndefined();
    const stats = await callCallable<{ days: unknown[] }>('claimsPerDay', {}, { idToken: token });
    expect(stats.error).toBeUndefined();
    expect(stats.result?.days).toHaveLength(30);
  });
});
