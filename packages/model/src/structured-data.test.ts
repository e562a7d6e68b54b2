import { describe, expect, it } from 'vitest';
import {
  inlineJsonText,
  listingJsonLd,
  listingMetaDescription,
  seoTitle,
  siteJsonLd,
} from './structured-data';

const listing = {
  slug: 'tee',
  title: 'Tee',
  description: 'x'.repeat(300),
  image_url: 'https://cdn.example.com/tee.png',
  brand_name: 'Acme',
  category: 'shirts',
};

describe('listing metadata', () => {
  it('uses the first 150 characters of the description', () => {
    expect(listingMetaDescription(listing.description)).toHaveLength(150);
    expect(listingMetaDescription('  short\n text ')).toBe('short text');
  });

  it('formats titles like the storefront tab title', () => {
    expect(seoTitle(' Tee ')).toBe('Tee | SwagDrop');
  });

  it('describes a free product with the static 5-star rating and one review', () => {
    const ld = listingJsonLd(listing, 'https://swagdrop.app') as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Tee',
      image: 'https://cdn.example.com/tee.png',
      brand: { '@type': 'Brand', name: 'Acme' },
      category: 'Apparel',
      url: 'https://swagdrop.app/swag/tee',
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1 },
    });
    expect(ld.review).toHaveLength(1);
  });

  it('leaves out an image that is not http(s)', () => {
    const ld = listingJsonLd({ ...listing, image_url: 'javascript:x' }, 'https://s.app');
    expect(ld).not.toHaveProperty('image');
  });

  it('describes the site and organisation for the home page', () => {
    const ld = siteJsonLd('https://swagdrop.app', 'Free swag') as {
      '@graph': { '@type': string }[];
    };
    expect(ld['@graph'].map((node) => node['@type'])).toEqual(['WebSite', 'Organization']);
  });
});

describe('inlineJsonText', () => {
  it('cannot close its script element and parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> & \u2028' };
    const text = inlineJsonText(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
