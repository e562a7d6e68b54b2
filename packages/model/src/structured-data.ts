import { categoryLabel } from './categories';
import { META_DESCRIPTION_LENGTH } from './constants';
import { truncate } from './format';
import { isSafeHttpUrl } from './url';

/**
 * Page metadata built the same way by the storefront (in the browser) and by the crawler
 * function (in the served HTML), so search engines and visitors see the same head.
 */
export const SEO_SITE_NAME = 'SwagDrop';

/** "Title | SwagDrop", the storefront's tab title format. */
export function seoTitle(title: string): string {
  return `${title.trim()} | ${SEO_SITE_NAME}`;
}

/**
 * docs/product-rules.md#listing-page: the detail page's meta description is the first 150
 * characters.
 */
export function listingMetaDescription(description: string): string {
  return truncate(description, META_DESCRIPTION_LENGTH);
}

export function listingPath(slug: string): string {
  return `/swag/${encodeURIComponent(slug)}`;
}

export interface StructuredListing {
  slug: string;
  title: string;
  description: string;
  image_url: string;
  brand_name: string;
  category: string;
}

/**
 * schema.org Product (docs/product-rules.md#listing-page): free (price 0 USD) with a fixed, static
 * 5-star rating and one review.
 */
export function listingJsonLd(listing: StructuredListing, origin: string): object {
  const url = `${origin}${listingPath(listing.slug)}`;
  const rating = { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: listing.title,
    description: listing.description,
    ...(isSafeHttpUrl(listing.image_url) ? { image: listing.image_url } : {}),
    brand: { '@type': 'Brand', name: listing.brand_name },
    category: categoryLabel(listing.category),
    url,
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: 5,
      bestRating: 5,
      worstRating: 1,
      ratingCount: 1,
      reviewCount: 1,
    },
    review: [
      {
        '@type': 'Review',
        reviewRating: rating,
        author: { '@type': 'Organization', name: SEO_SITE_NAME },
        reviewBody: `Free swag from ${listing.brand_name}.`,
      },
    ],
  };
}

/** Home page structured data: the site and the organisation behind it. */
export function siteJsonLd(origin: string, description: string): object {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        name: SEO_SITE_NAME,
        url: `${origin}/`,
        description,
        publisher: { '@id': `${origin}/#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: `${origin}/swag?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
      {
        '@type': 'Organization',
        '@id': `${origin}/#organization`,
        name: SEO_SITE_NAME,
        url: `${origin}/`,
        logo: `${origin}/favicon.svg`,
      },
    ],
  };
}

/** Element ids the storefront's head manager reuses, so server-rendered tags are replaced. */
export const HEAD_IDS = { jsonLd: 'page-jsonld', canonical: 'page-canonical' } as const;

/**
 * JSON for an inline <script>: `<`, `>` and `&` become Unicode escapes so listing text such as
 * `</script>` cannot close the element; the parsed JSON is unchanged.
 */
export function inlineJsonText(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
