/** mySubmissions: a brand sees its own submissions, statuses and claim counts — nobody else's. */
import { describe, expect, it } from 'vitest';
import {
  adminDb,
  callCallable,
  createUser,
  idTokenFor,
  seedListing,
  Timestamp,
} from '../../support/emulator';
import { unique, uniqueEmail } from './helpers';

async function brand() {
  const email = uniqueEmail('mine');
  const uid = await createUser(email, 'secret123');
  return { uid, idToken: await idTokenFor(email, 'secret123') };
}

async function seedSubmission(userId: string, status: string, extra: Record<string, unknown> = {}) {
  const ref = await adminDb()
    .collection('submissions')
    .add({
      title: unique('Mine'),
      brand_name: 'Acme',
      status,
      payment_status: 'paid',
      user_id: userId,
      created_at: Timestamp.now(),
      ...extra,
    });
  return ref.id;
}

interface Row {
  id: string;
  status: string;
  payment_status: string;
  claims_count: number | null;
  listing_slug: string | null;
}

describe('mySubmissions', () => {
  it('lists only the caller’s submissions, with claims counted per approved listing', async () => {
    const me = await brand();
    const other = await brand();
    const slug = unique('published-tee');
    const listingId = await seedListing({ slug });
    for (let i = 0; i < 3; i += 1) {
      await adminDb()
        .collection('claims')
        .add({ listing_id: listingId, first_name: 'A', email: 'a@b.test' });
    }
    const approved = await seedSubmission(me.uid, 'approved', { listing_id: listingId });
    const pending = await seedSubmission(me.uid, 'pending', { payment_status: 'unpaid' });
    const foreign = await seedSubmission(other.uid, 'approved', { listing_id: listingId });

    const res = await callCallable<{ submissions: Row[] }>(
      'mySubmissions',
      {},
      { idToken: me.idToken },
    );
    expect(res.status).toBe(200);
    const rows = res.result?.submissions ?? [];
    expect(rows.map((r) => r.id).sort()).toEqual([approved, pending].sort());
    expect(rows.find((r) => r.id === approved)).toMatchObject({
      status: 'approved',
      claims_count: 3,
      listing_slug: slug,
    });
    expect(rows.find((r) => r.id === pending)).toMatchObject({
      payment_status: 'unpaid',
      claims_count: null,
    });
    expect(rows.some((r) => r.id === foreign)).toBe(false);
    // No claim documents (names, emails) leave the server.
    expect(JSON.stringify(res.result)).not.toContain('a@b.test');
  });

  it('refuses a visitor without an account', async () => {
    const res = await callCallable('mySubmissions', {});
    expect(res.status).toBe(401);
  });
});
