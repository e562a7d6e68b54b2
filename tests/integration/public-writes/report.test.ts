import { describe, expect, it } from 'vitest';
import { callCallable, createUser, idTokenFor, seedListing } from '../../support/emulator';
import { expectRecentServerTimestamp, reportsFor, uniqueEmail, uniqueIp } from './helpers';

function report(data: unknown, opts: { idToken?: string } = {}) {
  return callCallable<{ status: string }>('submitReport', data, { ...opts, ip: uniqueIp() });
}

async function signedInBrand() {
  const email = uniqueEmail('reporter-brand');
  const uid = await createUser(email, 'secret-pass-1');
  return { uid, email, idToken: await idTokenFor(email, 'secret-pass-1') };
}

describe('submitReport', () => {
  it('stores an anonymous report with the email, pending status and the listing copied', async () => {
    const title = `Gone Mug ${Date.now()}`;
    const listingId = await seedListing({
      title,
      brand_name: 'Mug Co',
      slug: `gone-mug-${Date.now()}`,
    });
    const email = uniqueEmail('Anon.Reporter');

    const res = await report({
      listing_id: listingId,
      reason: 'link_broken',
      message: '  The link 404s  ',
      reporter_email: ` ${email.toUpperCase()} `,
    });

    expect(res.error).toBeUndefined();
    expect(res.result).toEqual({ status: 'received' });
    const stored = await reportsFor(listingId);
    expect(stored).toHaveLength(1);
    const doc = stored[0]!;
    expect(doc).toMatchObject({
      listing_id: listingId,
      reason: 'link_broken',
      message: 'The link 404s',
      reporter_email: email.toLowerCase(),
      reporter_user_id: null,
      status: 'pending',
      listing_title: title,
      brand_name: 'Mug Co',
    });
    expect(String(doc.slug)).toMatch(/^gone-mug-/);
    expectRecentServerTimestamp(doc.created_at);
  });

  it('requires an email from an anonymous visitor and stores nothing without it', async () => {
    const listingId = await seedListing();
    for (const reporterEmail of [undefined, null, '']) {
      const res = await report({
        listing_id: listingId,
        reason: 'out_of_stock',
        reporter_email: reporterEmail,
      });
      expect(res.error?.status).toBe('INVALID_ARGUMENT');
      expect(res.error?.message).toBe('Email is required');
    }
    expect(await reportsFor(listingId)).toHaveLength(0);
  });

  it('defaults the reason to out_of_stock and stores an empty message as null', async () => {
    const listingId = await seedListing();
    const res = await report({ listing_id: listingId, reporter_email: uniqueEmail('dflt') });
    expect(res.error).toBeUndefined();
    const [doc] = await reportsFor(listingId);
    expect(doc).toMatchObject({ reason: 'out_of_stock', message: null });
  });

  it('records a signed-in reporter by uid only, ignoring any email sent', async () => {
    const brand = await signedInBrand();
    const listingId = await seedListing();

    const withEmail = await report(
      { listing_id: listingId, reason: 'other', reporter_email: 'someone-else@example.com' },
      { idToken: brand.idToken },
    );
    // Not even validated: a garbage email from a signed-in visitor is simply dropped.
    const withGarbage = await report(
      { listing_id: listingId, reason: 'expired_offer', reporter_email: 'not an email' },
      { idToken: brand.idToken },
    );

    expect(withEmail.error).toBeUndefined();
    expect(withGarbage.error).toBeUndefined();
    const stored = await reportsFor(listingId);
    expect(stored).toHaveLength(2);
    for (const doc of stored) {
      expect(doc.reporter_user_id).toBe(brand.uid);
      expect(doc.reporter_email).toBeNull();
      expect(doc.status).toBe('pending');
    }
  });

  it('rejects a forged identity token as unauthenticated and stores nothing', async () => {
    const listingId = await seedListing();
    const res = await report(
      { listing_id: listingId, reason: 'other' },
      { idToken: 'forged.token.value' },
    );
    expect(res.error?.status).toBe('UNAUTHENTICATED');
    expect(await reportsFor(listingId)).toHaveLength(0);
  });

  it('rejects an unknown listing and stores nothing', async () => {
    const listingId = `missing-${Date.now()}`;
    const res = await report({ listing_id: listingId, reporter_email: uniqueEmail('unknown') });
    expect(res.error).toMatchObject({
      status: 'NOT_FOUND',
      message: 'This swag item no longer exists.',
    });
    expect(await reportsFor(listingId)).toHaveLength(0);
  });

  it.each([
    ['an unknown reason', { reason: 'spam' }, 'Please choose a reason'],
    ['a 10 KB message', { message: 'x'.repeat(10_240) }, 'Details must be at most 1000 characters'],
    [
      'a bidi override in the message',
      { message: 'ok\u202Eevil' },
      'Contains characters that are not allowed',
    ],
    ['a status chosen by the client', { status: 'resolved' }, 'Unrecognized key: "status"'],
    [
      'a reporter id chosen by the client',
      { reporter_user_id: 'someone' },
      'Unrecognized key: "reporter_user_id"',
    ],
    ['a malformed email', { reporter_email: 'nope' }, 'Please enter a valid email address'],
  ])('rejects %s with a clear message', async (_label, patch, message) => {
    const listingId = await seedListing();
    const res = await report({
      listing_id: listingId,
      reason: 'other',
      reporter_email: uniqueEmail('bad'),
      ...patch,
    });
    expect(res.error).toMatchObject({ status: 'INVALID_ARGUMENT', message });
    expect(await reportsFor(listingId)).toHaveLength(0);
  });

  it('keeps line breaks in details and stores markup as inert text', async () => {
    const listingId = await seedListing();
    const message = 'Gone since Monday.\n<b>bold</b><script>alert(1)</script>';
    const res = await report({ listing_id: listingId, message, reporter_email: uniqueEmail('ml') });
    expect(res.error).toBeUndefined();
    const [doc] = await reportsFor(listingId);
    expect(doc?.message).toBe(message);
  });
});
