/**
 * Listings get their place from the server (docs/product-rules.md#places): the admin form's
 * saveListing, approval of a submission, and the directory bundle that carries it to visitors.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { versionFromTimestamp, type DirectoryBundle, type DirectoryRow } from '@swagdrop/model';
import { adminDb, callCallable, directoryMetaDoc, URLS } from '../../support/emulator';
import { auditFor, listingPayload, newAccount, saveListing } from '../admin-core/helpers';
import { seedSubmission } from '../admin-queues/seed';

const AUSTIN = { city: 'Austin', state: 'TX', country: 'US', lat: 30.267, lng: -97.743 };
const SPRINGFIELD_IL = {
  city: 'Springfield',
  state: 'IL',
  country: 'US',
  lat: 39.802,
  lng: -89.644,
};

let token: string;
beforeAll(async () => {
  token = await (await newAccount('admin')).token();
});

const listing = async (id: string | undefined) =>
  (await adminDb().doc(`swag_listings/${id}`).get()).data();

describe('saveListing places', () => {
  it("stores 'austin tx' as 'Austin, TX' with the place, and audits a moved place", async () => {
    const payload = listingPayload({ target_scope: 'local', target_location: 'austin tx' });
    const created = await saveListing(token, { listing: payload });
    expect(created.error).toBeUndefined();
    const id = created.result?.id;
    expect(await listing(id)).toMatchObject({
      target_location: 'Austin, TX',
      target_place: AUSTIN,
    });

    const moved = await saveListing(token, {
      id,
      listing: { ...payload, target_location: 'Smallville, KS' },
    });
    expect(moved.error).toBeUndefined();
    expect(await listing(id)).toMatchObject({
      target_location: 'Smallville, KS',
      target_place: null,
    });
    const update = (await auditFor(`swag_listings/${id}`)).find(
      (entry) => entry.action === 'listing.update',
    );
    expect(update).toMatchObject({
      before: { target_location: 'Austin, TX', target_place: 'Austin, TX (30.267, -97.743)' },
      after: { target_location: 'Smallville, KS', target_place: null },
    });
  });

  it('stores neither text nor place for nationwide', async () => {
    const payload = listingPayload({ target_scope: 'nationwide', target_location: 'Austin' });
    const created = await saveListing(token, { listing: payload });
    expect(await listing(created.result?.id)).toMatchObject({
      target_location: null,
      target_place: null,
    });
  });

  it('refuses a listing carrying its own place (unknown key) and stores nothing', async () => {
    const payload = listingPayload({
      target_scope: 'local',
      target_location: 'Austin, TX',
      target_place: { ...AUSTIN, lat: 0, lng: 0 },
    });
    const res = await saveListing(token, { listing: payload });
    expect(res.error?.status).toBe('INVALID_ARGUMENT');
    const same = await adminDb()
      .collection('swag_listings')
      .where('title', '==', payload.title)
      .get();
    expect(same.size).toBe(0);
  });
});

describe('approveSubmission places', () => {
  const approve = async (submissionId: string) =>
    callCallable<{ listingId: string }>('approveSubmission', { submissionId }, { idToken: token });

  it('carries the place stored with the submission to the listing', async () => {
    // 'Springfield' alone would name the most populous one (MO): the stored place wins.
    const id = await seedSubmission({
      target_scope: 'local',
      target_location: 'Springfield, IL',
      target_place: SPRINGFIELD_IL,
      payment_status: 'paid',
    });
    const res = await approve(id);
    expect(res.error).toBeUndefined();
    expect(await listing(res.result?.listingId)).toMatchObject({
      target_location: 'Springfield, IL',
      target_place: SPRINGFIELD_IL,
    });
  });

  it('looks the place up for a submission stored before places', async () => {
    const id = await seedSubmission({
      target_scope: 'local',
      target_location: 'austin, texas',
      payment_status: 'paid',
    });
    const res = await approve(id);
    expect(res.error).toBeUndefined();
    expect(await listing(res.result?.listingId)).toMatchObject({
      target_location: 'Austin, TX',
      target_place: AUSTIN,
    });
  });
});

describe('directory bundle', () => {
  it("a saved listing's row carries its place", async () => {
    const payload = listingPayload({ target_scope: 'local', target_location: 'Austin, Texas' });
    const created = await saveListing(token, { listing: payload });
    const id = created.result?.id;
    // The bundle follows the listing's write through the directory trigger, asynchronously.
    let row: DirectoryRow | undefined;
    const deadline = Date.now() + 45_000;
    while (!row && Date.now() < deadline) {
      // Asking for the current version makes the function read the changes up to it.
      const version = versionFromTimestamp((await directoryMetaDoc().get()).get('version'));
      const res = await fetch(`${URLS.functions}/directoryData?v=${version}`);
      const body = (await res.json()) as DirectoryBundle;
      row = body.listings.find((l) => l.id === id);
      if (!row) await new Promise((r) => setTimeout(r, 500));
    }
    expect(row).toMatchObject({ target_location: 'Austin, TX', target_place: AUSTIN });
  });
});
