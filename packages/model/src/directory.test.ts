import { describe, expect, it } from 'vitest';
import { parseDirectoryBundle, toDirectoryRow, versionFromTimestamp } from './directory';

const ts = (seconds: number, nanoseconds = 0) => ({ seconds, nanoseconds });

describe('versionFromTimestamp', () => {
  it('turns a commit time into increasing microseconds', () => {
    expect(versionFromTimestamp(ts(1_763_900_000, 123_456_789))).toBe(1_763_900_000_123_456);
    expect(versionFromTimestamp(ts(1, 2_000))).toBeGreaterThan(versionFromTimestamp(ts(1, 1_000)));
    expect(Number.isSafeInteger(versionFromTimestamp(ts(4_000_000_000, 999_999_999)))).toBe(true);
  });

  it('is 0 when the summary does not exist yet', () => {
    expect(versionFromTimestamp(undefined)).toBe(0);
    expect(versionFromTimestamp('1')).toBe(0);
  });
});

describe('toDirectoryRow', () => {
  const stored = {
    slug: 'tee',
    title: 'Tee',
    brand_name: 'Acme',
    description: 'Soft',
    category: 'shirts',
    image_url: 'https://cdn.example.com/tee.png',
    is_featured: true,
    coupon_code: 'FREE',
    free_shipping: true,
    target_scope: 'local',
    target_location: 'Austin, TX',
    target_place: { city: 'Austin', state: 'TX', country: 'US', lat: 30.267, lng: -97.743 },
    external_claim_url: 'https://brand.example.com',
    created_at: ts(1_700_000_000, 500_000_000),
    updated_at: ts(1_700_000_100),
  };

  it('keeps the card fields, converts timestamps to ms and drops the claim URL', () => {
    const { external_claim_url: _claimUrl, ...cardFields } = stored;
    expect(toDirectoryRow('id1', stored)).toEqual({
      id: 'id1',
      ...cardFields,
      created_at: 1_700_000_000_500,
      updated_at: 1_700_000_100_000,
      expires_at: null,
      expired: false,
      quantity: null,
      all_claimed: false,
    });
  });

  it("features a listing its brand's plan features, and carries its end", () => {
    const row = toDirectoryRow('id3', {
      ...stored,
      is_featured: false,
      plan_featured: true,
      expires_at: ts(1_800_000_000),
      expired: true,
    });
    expect(row).toMatchObject({ is_featured: true, expires_at: 1_800_000_000_000, expired: true });
  });

  it('reads a malformed place as none, and a nationwide listing has no place', () => {
    const place = stored.target_place;
    for (const broken of [{ ...place, lat: 'north' }, { ...place, state: 'ZZ' }, 'Austin', null]) {
      expect(toDirectoryRow('id4', { ...stored, target_place: broken }).target_place).toBeNull();
    }
    const nationwide = toDirectoryRow('id5', { ...stored, target_scope: 'nationwide' });
    expect(nationwide).toMatchObject({ target_location: null, target_place: null });
  });

  it('turns malformed or unsafe values into harmless ones', () => {
    const row = toDirectoryRow('id2', {
      title: 42,
      image_url: 'javascript:alert(1)',
      is_featured: 'yes',
      coupon_code: '   ',
      target_scope: 'nationwide',
      target_location: 'Austin',
    });
    expect(row).toMatchObject({
      title: '',
      image_url: '',
      is_featured: false,
      coupon_code: null,
      target_scope: 'nationwide',
      target_location: null,
      created_at: 0,
      updated_at: 0,
    });
  });
});

describe('parseDirectoryBundle', () => {
  it('accepts a bundle and recounts its listings', () => {
    expect(parseDirectoryBundle({ version: 3, count: 99, listings: [] })).toEqual({
      version: 3,
      count: 0,
      listings: [],
    });
  });

  it('drops listings whose end has passed or that are marked expired', () => {
    const base = toDirectoryRow('a', {});
    const listings = [
      { ...base, id: 'ended', expires_at: 1_000 },
      { ...base, id: 'marked', expired: true },
      { ...base, id: 'running', expires_at: 3_000 },
    ];
    const bundle = parseDirectoryBundle({ version: 1, listings }, 2_000);
    expect(bundle.listings.map((row) => row.id)).toEqual(['running']);
    expect(bundle.count).toBe(1);
  });

  it.each([null, 'x', { version: '3', listings: [] }, { version: 3 }])('rejects %j', (value) => {
    expect(() => parseDirectoryBundle(value)).toThrow('Malformed directory data');
  });
});
