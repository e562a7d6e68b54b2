import {
  COPY,
  LISTING_TERM_COPY,
  HEAD_IDS,
  IMAGE_SLOTS,
  SEO_SITE_NAME,
  imageVariantSrcSet,
  isSafeHttpUrl,
  inlineJsonText,
  listingJsonLd,
  listingMetaDescription,
  listingPath,
  metaTag,
  seoTitle,
  type StructuredListing,
} from '@swagdrop/model';
import { escapeHtml } from './html';

/**
 * The <head> tags a crawler needs for one listing: title, description, canonical,
 * Open Graph and the Product JSON-LD. Every value is escaped; the JSON-LD cannot end its
 * <script> element early.
 */
export function listingHeadTags(listing: StructuredListing, origin: string): string {
  const title = seoTitle(listing.title);
  const description = listingMetaDescription(listing.description);
  const url = `${origin}${listingPath(listing.slug)}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    metaTag('name', 'description', description),
    `<link rel="canonical" id="${HEAD_IDS.canonical}" href="${escapeHtml(url)}" />`,
    metaTag('property', 'og:type', 'product'),
    metaTag('property', 'og:site_name', SEO_SITE_NAME),
    metaTag('property', 'og:title', title),
    metaTag('property', 'og:description', description),
    metaTag('property', 'og:url', url),
  ];
  if (isSafeHttpUrl(listing.image_url)) {
    tags.push(metaTag('property', 'og:image', listing.image_url));
    tags.push(metaTag('name', 'twitter:card', 'summary_large_image'));
  }
  tags.push(
    `<script type="application/ld+json" id="${HEAD_IDS.jsonLd}">${inlineJsonText(
      listingJsonLd(listing, origin),
    )}</script>`,
  );
  return tags.join('\n    ');
}

/**
 * The detail image is the page's largest paint on a phone: the browser starts fetching it (the
 * same variant the <img> will pick) while the scripts download, not after they have run.
 */
export function listingImagePreload(listing: { image_url: string }): string {
  if (!isSafeHttpUrl(listing.image_url)) return '';
  const srcSet = imageVariantSrcSet(listing.image_url, 'detail');
  const responsive = srcSet
    ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${IMAGE_SLOTS.detail.sizes}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeHtml(listing.image_url)}"${responsive} fetchpriority="high" />`;
}

/** Unknown slug: the not-found title, and no indexing. */
export function notFoundHeadTags(): string {
  return [
    `<title>${escapeHtml(seoTitle(COPY.notFoundTitle))}</title>`,
    metaTag('name', 'description', COPY.notFoundText),
    metaTag('name', 'robots', 'noindex'),
  ].join('\n    ');
}

/** A listing whose term ended: the ended title, and no indexing. */
export function offerEndedHeadTags(): string {
  return [
    `<title>${escapeHtml(seoTitle(LISTING_TERM_COPY.offerEndedTitle))}</title>`,
    metaTag('name', 'description', LISTING_TERM_COPY.offerEndedText),
    metaTag('name', 'robots', 'noindex'),
  ].join('\n    ');
}

/** Served when the page template cannot be had: still a readable, indexable page. */
export function fallbackPage(headTags: string, heading: string, text: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    `    ${headTags}`,
    '  </head>',
    '  <body>',
    `    <main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>`,
    '    <p><a href="/swag">Browse Swag</a></p></main>',
    '  </body>',
    '</html>',
  ].join('\n');
}
