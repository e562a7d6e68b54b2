import { describe, expect, it } from 'vitest';
import {
  EMBEDDED_LISTING_ID,
  embeddedListingScript,
  parseEmbeddedListing,
  toListingDetail,
} from './listing-detail';

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
  const open = `<script type="application/json" id="${EMBEDDED_LISTING_ID}">`;
  if (!html.startsWith(open) || !html.endsWith('</script>')) return null;
  const inner = html.slice(open.length, -'</script>'.length);
  return inner.includes('</script') ? null : inner;
}

describe('the listing embedded in /swag/{slug}', () => {
  it('round-trips through its script element, listing text cannot end the element', () => {
    const listing = toListingDetail('abc', stored);
    const text = elementText(embeddedListingScript(listing));
    expect(text).not.toBeNull();
    expect(parseEmbeddedListing(text ?? '')).toEqual(listing);
  });

  it('is checked like a stored document: unsafe image URLs are dropped', () => {
    const parsed = parseEmbeddedListing(
      JSON.stringify({ ...stored, id: 'abc', image_url: 'javascript:alert(1)' }),
    );
    expect(parsed?.image_url).toBe('');
    expect(parsed?.title).toBe(stored.title);
  });

  it('is ignored when malformed, without an id or without a slug', () => {
    expect(parseEmbeddedListing('{not json')).toBeNull();
    expect(parseEmbeddedListing('null')).toBeNull();
    expect(parseEmbeddedListing(JSON.stringify(stored))).toBeNull();
    expect(parseEmbeddedListing(JSON.stringify({ ...stored, id: 'abc', slug: 42 }))).toBeNull();
  });
});
