import { describe, expect, it } from 'vitest';
import { adminDb, callCallable, seedListing } from '../../support/emulator';
import { auditEntries, newAdmin, seedSubmission, uniqueTag } from './seed';

type Approved = { listingId: string; slug: string };

async function listingsFor(submissionId: string) {
  const snap = await adminDb()
    .collection('swag_listings')
    .where('submission_id', '==', submissionId)
    .get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() }) as Record<string, unknown>);
}

describe('approveSubmission', () => {
  it('publishes the submission as one non-featured listing with mapped fields and an audit entry', async () => {
    const admin = await newAdmin();
    const tag = uniqueTag();
    const id = await seedSubmission({
      title: `Local Mug ${tag}`,
      category: 'lifestyle',
      external_url: 'https://brand.example.com/mug',
      coupon_code: 'FREE10',
      free_shipping: true,
      target_scope: 'local',
      target_location: 'Austin',
      payment_status: 'paid',
    });
    const res = await callCallable<Approved>(
      'approveSubmission',
      { submissionId: id },
      { idToken: await admin.token() },
    );
    expect(res.error).toBeUndefined();
    expect(res.result?.slug).toBe(`local-mug-${tag}`);

    const [listing] = await listingsFor(id);
    expect(listing).toMatchObject({
      id: res.result?.listingId,
      slug: `local-mug-${tag}`,
      title: `Local Mug ${tag}`,
      category: 'lifestyle',
      external_claim_url: 'https://brand.example.com/mug',
      coupon_code: 'FREE10',
      free_shipping: true,
      is_featured: false,
      target_scope: 'local',
      // Stored before places: approval looks the place up from the old text.
      target_location: 'Austin, TX',
      target_place: { city: 'Austin', state: 'TX', country: 'US' },
      submission_id: id,
    });
    expect(listing).not.toHaveProperty('external_url');
    expect(listing).not.toHaveProperty('contact_email');

    const submission = (await adminDb().collection('submissions').doc(id).get()).data();
    expect(submission?.status).toBe('approved');
    expect(submission?.listing_id).toBe(res.result?.listingId);
    expect(submission?.reviewed_at).toBeDefined();

    const audit = await auditEntries(`submissions/${id}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'submission.approve',
      actor_uid: admin.uid,
      actor_email: admin.email,
      after: expect.objectContaining({ status: 'approved', listing_id: res.result?.listingId }),
    });
  });

  it('two admins approving at once create exactly one listing; a retry after that too', async () => {
    const [a, b] = await Promise.all([newAdmin(), newAdmin()]);
    const [tokenA, tokenB] = await Promise.all([a.token(), b.token()]);
    const id = await seedSubmission();

    const results = await Promise.all([
      callCallable<Approved>('approveSubmission', { submissionId: id }, { idToken: tokenA }),
      callCallable<Approved>('approveSubmission', { submissionId: id }, { idToken: tokenB }),
      callCallable<Approved>('approveSubmission', { submissionId: id }, { idToken: tokenA }),
    ]);
    const ok = results.filter((r) => r.result);
    const refused = results.filter((r) => r.error);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(2);
    for (const r of refused) {
      expect(r.error?.status).toBe('FAILED_PRECONDITION');
      expect(r.error?.message).toMatch(/already approved/i);
    }
    expect(await listingsFor(id)).toHaveLength(1);

    const retry = await callCallable(
      'approveSubmission',
      { submissionId: id },
      { idToken: tokenB },
    );
    expect(retry.error?.message).toMatch(/already approved/i);
    expect(await listingsFor(id)).toHaveLength(1);
    expect(await auditEntries(`submissions/${id}`)).toHaveLength(1);
  });

  it('gives a colliding title the next free slug, also for two approvals racing', async () => {
    const admin = await newAdmin();
    const token = await admin.token();
    const title = `Slug Clash ${uniqueTag()}`;
    const base = title.toLowerCase().replace(/ /g, '-');
    await seedListing({ title, slug: base });
    const [s1, s2] = await Promise.all([seedSubmission({ title }), seedSubmission({ title })]);

    const results = await Promise.all(
      [s1, s2].map((id) =>
        callCallable<Approved>('approveSubmission', { submissionId: id }, { idToken: token }),
      ),
    );
    expect(results.map((r) => r.error)).toEqual([undefined, undefined]);
    expect(results.map((r) => r.result?.slug).sort()).toEqual([`${base}-2`, `${base}-3`]);
  });

  it('refuses a submission whose stored data is not a publishable listing', async () => {
    const admin = await newAdmin();
    const id = await seedSubmission({ external_url: 'javascript:alert(1)' });
    const res = await callCallable(
      'approveSubmission',
      { submissionId: id },
      { idToken: await admin.token() },
    );
    expect(res.error?.status).toBe('FAILED_PRECONDITION');
    expect((await adminDb().collection('submissions').doc(id).get()).get('status')).toBe('pending');
    expect(await listingsFor(id)).toHaveLength(0);
  });

  it('answers bad input and unknown ids clearly', async () => {
    const token = await (await newAdmin()).token();
    const bad = await callCallable('approveSubmission', { submissionId: '' }, { idToken: token });
    expect(bad.error?.status).toBe('INVALID_ARGUMENT');
    const extra = await callCallable(
      'approveSubmission',
      { submissionId: 'x', is_featured: true },
      { idToken: token },
    );
    expect(extra.error?.status).toBe('INVALID_ARGUMENT');
    const missing = await callCallable(
      'approveSubmission',
      { submissionId: `missing-${uniqueTag()}` },
      { idToken: token },
    );
    expect(missing.error?.status).toBe('NOT_FOUND');
  });
});

describe('rejectSubmission', () => {
  it('rejects a pending submission once, with an audit entry', async () => {
    const admin = await newAdmin();
    const token = await admin.token();
    const id = await seedSubmission();
    const res = await callCallable('rejectSubmission', { submissionId: id }, { idToken: token });
    expect(res.error).toBeUndefined();
    const doc = (await adminDb().collection('submissions').doc(id).get()).data();
    expect(doc?.status).toBe('rejected');
    expect(doc?.reviewed_at).toBeDefined();
    expect(await listingsFor(id)).toHaveLength(0);

    const again = await callCallable('rejectSubmission', { submissionId: id }, { idToken: token });
    expect(again.error?.message).toMatch(/already rejected/i);
    const audit = await auditEntries(`submissions/${id}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'submission.reject', actor_uid: admin.uid });
  });

  it('cannot reject an approved submission (its listing stays) nor approve a rejected one', async () => {
    const token = await (await newAdmin()).token();
    const approved = await seedSubmission();
    await callCallable('approveSubmission', { submissionId: approved }, { idToken: token });
    const res = await callCallable(
      'rejectSubmission',
      { submissionId: approved },
      { idToken: token },
    );
    expect(res.error?.status).toBe('FAILED_PRECONDITION');
    expect((await adminDb().collection('submissions').doc(approved).get()).get('status')).toBe(
      'approved',
    );
    expect(await listingsFor(approved)).toHaveLength(1);

    const rejected = await seedSubmission({ status: 'rejected' });
    const approve = await callCallable(
      'approveSubmission',
      { submissionId: rejected },
      { idToken: token },
    );
    expect(approve.error?.message).toMatch(/already rejected/i);
    expect(await listingsFor(rejected)).toHaveLength(0);
  });
});
