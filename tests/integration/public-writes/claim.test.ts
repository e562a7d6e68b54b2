import { describe, expect, it } from 'vitest';
import { callCallable, seedListing } from '../../support/emulator';
import { claimsFor, expectRecentServerTimestamp, uniqueEmail, uniqueIp } from './helpers';

type ClaimAnswer = { claim_url: string | null };

function claim(data: unknown, ip = uniqueIp()) {
  return callCallable<ClaimAnswer>('submitClaim', data, { ip });
}

const STORED_URL = 'https://brand.example.com/claim?ref=swagdrop';

describe('submitClaim', () => {
  it('stores exactly one claim with a server timestamp and the listing fields copied', async () => {
    const title = `Claim Happy Tee ${Date.now()}`;
    const listingId = await seedListing({
      title,
      brand_name: 'Happy Brand',
      external_claim_url: STORED_URL,
    });
    const email = uniqueEmail('Jane.Happy');

    const res = await claim({
      first_name: '  Jane  ',
      email: `  ${email.toUpperCase()} `,
      listing_id: listingId,
      agreed_to_terms: true,
    });

    expect(res.error).toBeUndefined();
    expect(res.result).toEqual({ claim_url: STORED_URL });
    const stored = await claimsFor('listing_id', listingId);
    expect(stored).toHaveLength(1);
    const doc = stored[0]!;
    expect(doc).toMatchObject({
      first_name: 'Jane',
      email: email.toLowerCase(),
      listing_id: listingId,
      agreed_to_terms: true,
      listing_title: title,
      brand_name: 'Happy Brand',
    });
    expectRecentServerTimestamp(doc.created_at);
    // The admin claim log searches these with array-contains.
    expect(doc.search_keywords).toEqual(
      expect.arrayContaining(['jane', 'happy brand', 'claim happy', listingId.toLowerCase()]),
    );
    expect(Object.keys(doc).sort()).toEqual(
      [
        'id',
        'first_name',
        'email',
        'listing_id',
        'agreed_to_terms',
        'created_at',
        'listing_title',
        'brand_name',
        'search_keywords',
      ].sort(),
    );
  });

  it('keeps one record when the same email claims twice, answering both with the stored URL', async () => {
    const listingId = await seedListing({ external_claim_url: STORED_URL });
    const email = uniqueEmail('twice');
    const first = await claim({
      first_name: 'Sam',
      email,
      listing_id: listingId,
      agreed_to_terms: true,
    });
    const second = await claim({
      first_name: 'Samuel',
      email: `   ${email.toUpperCase()}   `,
      listing_id: listingId,
      agreed_to_terms: true,
    });

    expect(first.result).toEqual({ claim_url: STORED_URL });
    expect(second.result).toEqual({ claim_url: STORED_URL });
    const stored = await claimsFor('listing_id', listingId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ first_name: 'Sam', email });
  });

  it('lets the same email claim two different listings', async () => {
    const [a, b] = await Promise.all([seedListing(), seedListing()]);
    const email = uniqueEmail('two-items');
    for (const listingId of [a, b]) {
      const res = await claim({
        first_name: 'Ann',
        email,
        listing_id: listingId,
        agreed_to_terms: true,
      });
      expect(res.error).toBeUndefined();
    }
    expect(await claimsFor('email', email)).toHaveLength(2);
  });

  it.each(['does-not-exist-123', 'swag_listings/x/y', '__reserved__', '..'])(
    'rejects an unknown listing id %j and stores nothing',
    async (listingId) => {
      const email = uniqueEmail('unknown');
      const res = await claim({
        first_name: 'Lee',
        email,
        listing_id: listingId,
        agreed_to_terms: true,
      });
      expect(res.error).toMatchObject({
        status: 'NOT_FOUND',
        message: 'This swag item no longer exists.',
      });
      expect(res.result).toBeUndefined();
      expect(await claimsFor('email', email)).toHaveLength(0);
    },
  );

  it.each([
    ['false', false],
    ['missing', undefined],
    ['the string "true"', 'true'],
    ['1', 1],
  ])('rejects agreed_to_terms %s', async (_label, agreed) => {
    const listingId = await seedListing();
    const res = await claim({
      first_name: 'Kim',
      email: uniqueEmail('terms'),
      listing_id: listingId,
      agreed_to_terms: agreed,
    });
    expect(res.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'You must agree to the terms',
    });
    expect(await claimsFor('listing_id', listingId)).toHaveLength(0);
  });

  it('answers a filled decoy like a success but stores nothing', async () => {
    const listingId = await seedListing({ external_claim_url: STORED_URL });
    const res = await claim({
      first_name: 'Bot',
      email: uniqueEmail('bot'),
      listing_id: listingId,
      agreed_to_terms: true,
      website: 'https://spam.example.net/buy-now',
    });
    expect(res.status).toBe(200);
    expect(res.error).toBeUndefined();
    // Same shape as a real success, and never the URL the bot sent.
    expect(res.result).toEqual({ claim_url: STORED_URL });
    expect(await claimsFor('listing_id', listingId)).toHaveLength(0);
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', ''])(
    'never returns an unsafe stored claim URL (%j)',
    async (unsafe) => {
      const listingId = await seedListing({ external_claim_url: unsafe });
      const res = await claim({
        first_name: 'Ola',
        email: uniqueEmail('unsafe'),
        listing_id: listingId,
        agreed_to_terms: true,
      });
      expect(res.error).toBeUndefined();
      expect(res.result).toEqual({ claim_url: null });
    },
  );

  it('stores HTML and script in a first name as inert text', async () => {
    const listingId = await seedListing();
    const hostile = '<img src=x onerror=alert(1)><script>alert("x")</script>';
    const res = await claim({
      first_name: hostile,
      email: uniqueEmail('html'),
      listing_id: listingId,
      agreed_to_terms: true,
    });
    expect(res.error).toBeUndefined();
    const stored = await claimsFor('listing_id', listingId);
    expect(stored).toHaveLength(1);
    // Exactly the characters sent: stored as data, escaped only when rendered.
    expect(stored[0]?.first_name).toBe(hostile);
  });

  const valid = () => ({
    first_name: 'Val',
    email: uniqueEmail('hostile'),
    agreed_to_terms: true,
  });

  it.each([
    [
      'a 10 KB first name',
      { first_name: 'x'.repeat(10_240) },
      'First name must be at most 80 characters',
    ],
    ['a numeric first name', { first_name: 123 }, 'First name is required'],
    ['an empty first name', { first_name: '   ' }, 'First name is required'],
    ['an object listing id', { listing_id: {} }, 'Listing is required'],
    [
      'a 10 KB email',
      { email: `${'a'.repeat(10_240)}@example.com` },
      'Email must be at most 254 characters',
    ],
    ['a malformed email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    [
      'a null byte in the name',
      { first_name: 'Ja\u0000ne' },
      'Contains characters that are not allowed',
    ],
    [
      'a bidi override in the name',
      { first_name: 'Jane\u202Egnp.exe' },
      'Contains characters that are not allowed',
    ],
    [
      'a bidi isolate in the listing id',
      { listing_id: 'abc\u2066def' },
      'Contains characters that are not allowed',
    ],
    [
      'a bidi override in the email',
      { email: 'ja\u202Ene@example.com' },
      'Please enter a valid email address',
    ],
    [
      'a line break in the name',
      { first_name: 'Jane\nDoe' },
      'Contains characters that are not allowed',
    ],
    ['an extra field', { is_admin: true }, 'Unrecognized key: "is_admin"'],
    ['an extra created_at', { created_at: '2000-01-01' }, 'Unrecognized key: "created_at"'],
    [
      'a non-string decoy',
      { website: { $gt: '' } },
      'Invalid input: expected string, received object',
    ],
  ])('rejects %s with a clear message and stores nothing', async (_label, patch, message) => {
    const listingId = await seedListing();
    const res = await claim({ ...valid(), listing_id: listingId, ...patch });
    expect(res.error).toMatchObject({ status: 'INVALID_ARGUMENT', message });
    expect(await claimsFor('listing_id', listingId)).toHaveLength(0);
  });

  it.each([
    ['null', null],
    ['a string', 'claim please'],
    ['an array', [1, 2, 3]],
  ])('rejects a payload that is %s', async (_label, data) => {
    const res = await claim(data);
    expect(res.error?.status).toBe('INVALID_ARGUMENT');
    expect(res.error?.message).toBeTruthy();
  });
});
