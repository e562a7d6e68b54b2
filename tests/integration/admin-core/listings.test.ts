import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callCallable, Timestamp } from '../../support/emulator';
import { auditFor, listingPayload, newAccount, saveListing, uniqueTag } from './helpers';

const listings = () => adminDb().collection('swag_listings');

function expectRecent(value: unknown) {
  expect(value).toBeInstanceOf(Timestamp);
  const age = Date.now() - (value as Timestamp).toMillis();
  expect(Math.abs(age)).toBeLessThan(60_000);
}

describe('saveListing / deleteListing (admin)', () => {
  let admin: Awaited<ReturnType<typeof newAccount>>;
  let token: string;
  beforeAll(async () => {
    admin = await newAccount('admin');
    token = await admin.token();
  });

  it('creates a listing with a server slug and timestamps, and audits it in the same write', async () => {
    const tag = uniqueTag();
    const res = await saveListing(token, {
      listing: listingPayload({
        title: `  Launch Hoodie ${tag}!  `,
        coupon_code: '   ',
        target_scope: 'local',
        target_location: ' Austin ',
      }),
    });
    expect(res.error).toBeUndefined();
    expect(res.result).toMatchObject({ slug: `launch-hoodie-${tag}`, mode: 'created' });

    const doc = (await listings().doc(res.result!.id).get()).data()!;
    expect(doc).toMatchObject({
      title: `Launch Hoodie ${tag}!`,
      slug: `launch-hoodie-${tag}`,
      coupon_code: null,
      target_scope: 'local',
      // The typed text names a place: the server stores its label and the place.
      target_location: 'Austin, TX',
      target_place: { city: 'Austin', state: 'TX', country: 'US' },
      is_featured: false,
    });
    expectRecent(doc.created_at);
    expectRecent(doc.updated_at);

    const audit = await auditFor(`swag_listings/${res.result!.id}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_uid: admin.uid,
      actor_email: admin.email,
      action: 'listing.create',
      before: null,
      after: expect.objectContaining({ title: `Launch Hoodie ${tag}!`, slug: doc.slug }),
    });
    expectRecent(audit[0]!.created_at);
  });

  it('gives a colliding title the next free slug: x, x-2, x-3', async () => {
    const title = `Same Title ${uniqueTag()}`;
    const base = title.toLowerCase().replace(/ /g, '-');
    // Sequential on purpose: the functions emulator starts one worker per concurrent request,
    // which is too slow to be reliable on the shared CI machine. Concurrent saves are covered
    // by the transaction itself (it reads every slug sharing the base, so one of two racing
    // saves is retried and sees the other's slug).
    const slugs: (string | undefined)[] = [];
    for (let i = 0; i < 3; i += 1) {
      slugs.push((await saveListing(token, { listing: listingPayload({ title }) })).result?.slug);
    }
    expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);
    const stored = await listings().where('title', '==', title).get();
    expect(stored.docs.map((d) => d.get('slug')).sort()).toEqual([base, `${base}-2`, `${base}-3`]);

    // A title whose slug only starts like the base does not take the base's numbers.
    const longer = await saveListing(token, { listing: listingPayload({ title: `${title} XL` }) });
    expect(longer.result?.slug).toBe(`${base}-xl`);
  });

  it('updates a listing: keeps created_at, re-slugs a new title, audits only what changed', async () => {
    const tag = uniqueTag();
    const created = await saveListing(token, {
      listing: listingPayload({ title: `Old Mug ${tag}` }),
    });
    const id = created.result!.id;
    const before = (await listings().doc(id).get()).data()!;

    const res = await saveListing(token, {
      id,
      listing: listingPayload({
        title: `New Mug ${tag}`,
        category: 'lifestyle',
        is_featured: true,
      }),
    });
    expect(res.result).toEqual({ id, slug: `new-mug-${tag}`, mode: 'updated' });
    const after = (await listings().doc(id).get()).data()!;
    expect(after.created_at.isEqual(before.created_at)).toBe(true);
    expect(after.updated_at.toMillis()).toBeGreaterThanOrEqual(before.updated_at.toMillis());
    expect(after).toMatchObject({ category: 'lifestyle', is_featured: true });

    const audit = await auditFor(`swag_listings/${id}`);
    expect(audit.map((a) => a.action)).toEqual(['listing.create', 'listing.update']);
    expect(audit[1]!.before).toEqual({
      title: `Old Mug ${tag}`,
      slug: `old-mug-${tag}`,
      category: 'shirts',
      is_featured: false,
    });
    expect(audit[1]!.after).toEqual({
      title: `New Mug ${tag}`,
      slug: `new-mug-${tag}`,
      category: 'lifestyle',
      is_featured: true,
    });
  });

  it('keeps the slug when an edit does not change it, so shared links keep working', async () => {
    const title = `Stable Cap ${uniqueTag()}`;
    const created = await saveListing(token, { listing: listingPayload({ title }) });
    const res = await saveListing(token, {
      id: created.result!.id,
      listing: listingPayload({ title: `${title}!`, free_shipping: true }),
    });
    expect(res.result?.slug).toBe(created.result?.slug);
  });

  it.each([
    [
      'a javascript: claim URL',
      { external_claim_url: 'javascript:alert(1)' },
      'URL must start with http:// or https://',
    ],
    ['a missing title', { title: '   ' }, 'Title is required'],
    [
      'local without a location',
      { target_scope: 'local', target_location: '' },
      'Please enter a location for local targeting',
    ],
    ['an unknown category', { category: 'weapons' }, 'Please choose a category'],
    ['an extra field', { slug: 'my-own-slug' }, undefined],
  ])('refuses %s and stores nothing', async (_name, overrides, message) => {
    const listing = listingPayload(overrides);
    const res = await saveListing(token, { listing });
    expect(res.error?.status).toBe('INVALID_ARGUMENT');
    if (message) expect(res.error?.message).toBe(message);
    const stored = await listings()
      .where('brand_name', '==', listing.brand_name)
      .where('title', '==', listing.title)
      .get();
    expect(stored.size).toBe(0);
  });

  it('answers not-found for an edit or delete of a listing that does not exist', async () => {
    const missing = `missing-${uniqueTag()}`;
    const edit = await saveListing(token, { id: missing, listing: listingPayload() });
    expect(edit.error?.status).toBe('NOT_FOUND');
    expect((await listings().doc(missing).get()).exists).toBe(false);
    const del = await callCallable('deleteListing', { id: missing }, { idToken: token });
    expect(del.error?.status).toBe('NOT_FOUND');
    expect(await auditFor(`swag_listings/${missing}`)).toHaveLength(0);
  });

  it('deletes a listing and audits a short summary of what was removed', async () => {
    const title = `Doomed Sticker ${uniqueTag()}`;
    const created = await saveListing(token, {
      listing: listingPayload({ title, description: 'x'.repeat(500) }),
    });
    const id = created.result!.id;
    const res = await callCallable('deleteListing', { id }, { idToken: token });
    expect(res.error).toBeUndefined();
    expect((await listings().doc(id).get()).exists).toBe(false);

    const audit = await auditFor(`swag_listings/${id}`);
    expect(audit.map((a) => a.action)).toEqual(['listing.create', 'listing.delete']);
    const removed = audit[1]!.before as Record<string, unknown>;
    expect(removed).toMatchObject({ title, slug: created.result!.slug });
    expect(String(removed.description).length).toBeLessThanOrEqual(80);
    expect(audit[1]!.after).toBeNull();
  });
});
