import { onRequest } from 'firebase-functions/v2/https';
import {
  COPY,
  LISTING_TERM_COPY,
  SLUG_REDIRECTS_COLLECTION,
  bootPayloadScript,
  fillPageTemplate,
  SIMILAR_LISTINGS_MAX,
  isListingLive,
  toListingDetail,
  type DirectoryRow,
  type ListingDetail,
} from '@swagdrop/model';
import { config } from '../config';
import { db } from '../lib/admin';
import {
  fallbackPage,
  listingHeadTags,
  listingImagePreload,
  notFoundHeadTags,
  offerEndedHeadTags,
} from './listing-head';
import { sendHtml } from './html';
import { slugFromPath } from './slug-from-path';
import { loadPageRenderer } from './page-renderer';
import { loadPageTemplate } from './storefront-shell';
import { logListingLookupFailed, logPageRendererLoadFailed } from './log';
import { createDirectoryCache } from './firestore-source';

const directory = createDirectoryCache();

/**
 * Similar live swag for an all-claimed listing's page: listed listings of its category, newest
 * first, from the same in-memory directory snapshot /swag serves (no extra reads while fresh).
 * A failure leaves the list empty rather than failing the page.
 */
async function similarListings(listing: ListingDetail): Promise<DirectoryRow[]> {
  try {
    const { snapshot } = await directory.get(null);
    return snapshot.rows
      .filter((row) => row.category === listing.category && row.id !== listing.id)
      .slice(0, SIMILAR_LISTINGS_MAX);
  } catch (error) {
    logListingLookupFailed(listing.slug, error);
    return [];
  }
}

async function findListing(slug: string): Promise<ListingDetail | null> {
  const snap = await db.collection('swag_listings').where('slug', '==', slug).limit(1).get();
  const doc = snap.docs[0];
  return doc ? toListingDetail(doc.id, doc.data()) : null;
}

/** The current slug of a listing whose old slug this is (kept when a moderator renamed it). */
async function findMovedSlug(oldSlug: string): Promise<string | null> {
  const redirect = await db.collection(SLUG_REDIRECTS_COLLECTION).doc(oldSlug).get();
  const listingId = redirect.get('listing_id') as unknown;
  if (typeof listingId !== 'string' || !listingId) return null;
  const slug = (await db.collection('swag_listings').doc(listingId).get()).get('slug') as unknown;
  return typeof slug === 'string' && slug && slug !== oldSlug ? slug : null;
}

/**
 * Hosting rewrites `/swag/*` here: crawlers that run no JavaScript get the listing's title,
 * description, Open Graph tags and JSON-LD in the storefront's own index.html, and visitors get
 * the same page the SPA would load, with the listing painted from the HTML by the storefront's
 * own detail view (page-renderer.ts) and in the boot payload, so the app renders it on boot
 * without a second read.
 * A listing's old slug answers 301 to its current one; unknown slugs answer 404; a listing whose
 * term has ended answers 410 with a short page that sends visitors to /swag and keeps search
 * engines from indexing it (listing-term.ts). An all-claimed listing still answers 200: its page
 * says 'All claimed' and offers similar live swag from its category (ListingPageExtras).
 */
export const renderListingPage = onRequest(
  { memory: '256MiB', concurrency: 80 },
  async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).send('Method Not Allowed');
      return;
    }
    const slug = slugFromPath(req.path);
    let listing: ListingDetail | null;
    let movedTo: string | null = null;
    const templatePromise = loadPageTemplate();
    const rendererPromise = loadPageRenderer().catch((error: unknown) => {
      logPageRendererLoadFailed('renderListingPage', error);
      return null;
    });
    try {
      listing = slug ? await findListing(slug) : null;
      if (slug && !listing) movedTo = await findMovedSlug(slug);
    } catch (error) {
      // The SPA reads the listing itself; a crawler retries later.
      logListingLookupFailed(slug, error);
      const template = await templatePromise;
      res.status(503).set('Cache-Control', 'no-store').set('Retry-After', '30');
      res
        .type('html')
        .send(
          template
            ? fillPageTemplate(template, {})
            : fallbackPage(notFoundHeadTags(), COPY.somethingWentWrong, ''),
        );
      return;
    }

    if (movedTo) {
      const query = req.originalUrl.includes('?')
        ? req.originalUrl.slice(req.originalUrl.indexOf('?'))
        : '';
      res.set('Cache-Control', 'public, max-age=300');
      res.redirect(301, `/swag/${encodeURIComponent(movedTo)}${query}`);
      return;
    }
    if (listing && !isListingLive(listing)) {
      res.status(410).set({
        'Content-Type': 'text/html; charset=utf-8',
        // Briefly: a moderator's extension or a renewal brings the page back.
        'Cache-Control': 'public, max-age=0, s-maxage=60',
        'X-Content-Type-Options': 'nosniff',
        'X-Robots-Tag': 'noindex',
        Vary: 'Accept-Encoding',
      });
      sendHtml(
        req,
        res,
        fallbackPage(
          offerEndedHeadTags(),
          LISTING_TERM_COPY.offerEndedTitle,
          LISTING_TERM_COPY.offerEndedText,
        ),
      );
      return;
    }

    const similar = listing?.all_claimed ? await similarListings(listing) : undefined;
    const head = listing
      ? [
          listingHeadTags(listing, config.storefrontUrl),
          listingImagePreload(listing),
          bootPayloadScript(similar ? { listing, similar } : { listing }),
        ].join('\n    ')
      : notFoundHeadTags();
    const [template, renderer] = await Promise.all([templatePromise, rendererPromise]);
    const page =
      template && renderer?.listing(listing, req.path, similar ? { similar } : undefined);
    // A listing with a quantity can sell out or come back: the CDN keeps it as briefly as /swag.
    const cdnSeconds = listing && listing.quantity === null ? 300 : 60;
    const html = page
      ? fillPageTemplate(template, { head, styles: page.head, shell: page.shell })
      : listing
        ? fallbackPage(head, listing.title, listing.description)
        : fallbackPage(head, COPY.notFoundTitle, COPY.notFoundText);
    res.status(listing ? 200 : 404).set({
      'Content-Type': 'text/html; charset=utf-8',
      // The HTML names hashed assets of the current deploy: browsers revalidate, the CDN
      // keeps it briefly (a deploy clears the CDN).
      'Cache-Control': page ? `public, max-age=0, s-maxage=${cdnSeconds}` : 'no-store',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    });
    sendHtml(req, res, html);
  },
);
