import { describe, expect, it } from 'vitest';
import { parseBootPayload } from './boot-payload';
import { toDirectoryRow } from './directory';
import { toListingDetail } from './listing-detail';
import { BOOT_PAYLOAD_ID, bootPayloadScript } from './page-render';

const stored = {
  slug: 'summit-tee',
  title: '</script><script>window.__xss=1</script> Tee',
  brand_name: 'Acme',
  description: 'Soft & warm',
  category: 'shirts',
  image_url: 'https://cdn.example.com/tee.png',
  is_featured: true,
  coupon_code: null,
  free_shipping: false,
  target_scope: 'nationwide',
  target_location: null,
  external_claim_url: 'https://acme.example.com/claim',
  created_at: 1_700_000_000_000,
  updated_at: 1_700_000_000_000,
};

/** The text a browser hands the app for the element, or null when the markup breaks out. */
function elementText(html: string): string | null {
  const open = `<script type="application/json" id="${BOOT_PAYLOAD_ID}">`;
  if (!html.startsWith(open) || !html.endsWith('</script>')) return null;
  const inner = html.slice(open.length, -'</script>'.length);
  return inner.includes('</script') ? null : inner;
}

describe('the boot payload', () => {
  it('round-trips through its script element; listing text cannot end the element', () => {
    const payload = {
      listing: toListingDetail('abc', { ...stored, quantity: 3, all_claimed: true }),
      similar: [toDirectoryRow('s1', { ...stored, slug: 'similar-tee', quantity: 40 })],
      directory: { version: 1_732_000_000_123, featuredOrder: ['a</script>', 'b'] },
      holdShell: true,
    };
    const text = elementText(bootPayloadScript(payload));
    expect(text).not.toBeNull();
    expect(parseBootPayload(text)).toEqual(payload);
  });

  it('checks the listing like a stored document: unsafe image URLs are dropped', () => {
    const parsed = parseBootPayload(
      JSON.stringify({ listing: { ...stored, id: 'abc', image_url: 'javascript:alert(1)' } }),
    );
    expect(parsed.listing?.image_url).toBe('');
    expect(parsed.listing?.title).toBe(stored.title);
  });

  const directory = (version: unknown, featuredOrder: unknown = []) =>
    JSON.stringify({ directory: { version, featuredOrder } });
  it.each<[string, string | null]>([
    ['absent', null],
    ['not JSON', '{not json'],
    ['not an object', 'null'],
    ['a listing without an id', JSON.stringify({ listing: stored })],
    ['a listing without a slug', JSON.stringify({ listing: { ...stored, id: 'a', slug: 42 } })],
    ...[0, -1, 1.5, '7', 2 ** 60].map((v): [string, string] => [`version ${v}`, directory(v)]),
    ['more featured ids than shell cards', directory(7, ['a', 'b', 'c', 'd'])],
    ['a featured id that is not text', directory(7, [1])],
    ['a hold flag that is not a boolean', JSON.stringify({ holdShell: 'yes' })],
    ['similar swag that is not a list', JSON.stringify({ similar: { id: 'a' } })],
    ['a similar listing without an id', JSON.stringify({ similar: [stored] })],
    [
      'more similar listings than the page shows',
      JSON.stringify({ similar: ['a', 'b', 'c', 'd', 'e'].map((id) => ({ ...stored, id })) }),
    ],
  ])('is empty when %s', (_case, text) => {
    expect(parseBootPayload(text)).toEqual({});
  });

  it("carries an all-claimed listing's similar listings, at most four", () => {
    const listing = toListingDetail('abc', { ...stored, quantity: 3, all_claimed: true });
    const similar = ['s1', 's2'].map((id) => toDirectoryRow(id, { ...stored, slug: id }));
    const text = elementText(bootPayloadScript({ listing, similar }));
    expect(parseBootPayload(text)).toEqual({ listing, similar });
    expect(parseBootPayload(text)?.listing?.all_claimed).toBe(true);
    const five = JSON.stringify({ similar: Array.from({ length: 5 }, () => similar[0]) });
    expect(parseBootPayload(five)).toEqual({});
  });
});
