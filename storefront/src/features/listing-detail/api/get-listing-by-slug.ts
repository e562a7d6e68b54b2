import { useEffect, useState } from 'react';
import {
  EMBEDDED_LISTING_ID,
  LIMITS,
  SLUG_PATTERN,
  SLUG_REDIRECTS_COLLECTION,
  isListingLive,
  parseEmbeddedListing,
  toListingDetail,
  type ListingDetail,
  z,
} from '@swagdrop/shared-ui/model';
import { getDb } from '@swagdrop/shared-ui/firebase';

export type { ListingDetail };

/** A route parameter that can name a listing; anything else is not found without a read. */
export const listingSlugSchema = z.string().max(LIMITS.slug).regex(SLUG_PATTERN);

/**
 * docs/product-rules.md#listing-page: swag_listings where slug equals the route parameter, single
 * row.
 */
export async function getListingBySlug(slug: string): Promise<ListingDetail | null> {
  if (!listingSlugSchema.safeParse(slug).success) return null;
  const db = await getDb();
  const { collection, getDocs, limit, query, where } = await import('firebase/firestore');
  const snap = await getDocs(
    query(collection(db, 'swag_listings'), where('slug', '==', slug), limit(1)),
  );
  const doc = snap.docs[0];
  return doc ? toListingDetail(doc.id, doc.data()) : null;
}

/**
 * The current slug of a renamed listing when `slug` is one of its old slugs (the page function
 * answers those with a 301; this covers navigation inside the app), else null.
 */
export async function getMovedSlug(slug: string): Promise<string | null> {
  if (!listingSlugSchema.safeParse(slug).success) return null;
  const db = await getDb();
  const { doc, getDoc } = await import('firebase/firestore');
  const redirect = await getDoc(doc(db, SLUG_REDIRECTS_COLLECTION, slug));
  const listingId = redirect.get('listing_id') as unknown;
  if (typeof listingId !== 'string' || !listingId) return null;
  const current = (await getDoc(doc(db, 'swag_listings', listingId))).get('slug') as unknown;
  return typeof current === 'string' && current && current !== slug ? current : null;
}

/** A found listing whose term has ended is shown as ended, not as a live offer. */
function resultFor(listing: ListingDetail): ListingResult {
  return isListingLive(listing) ? { status: 'found', listing } : { status: 'ended' };
}

async function lookUp(slug: string): Promise<ListingResult> {
  const listing = await getListingBySlug(slug);
  if (listing) return resultFor(listing);
  const movedTo = await getMovedSlug(slug);
  return movedTo ? { status: 'moved', slug: movedTo } : { status: 'not-found' };
}

// undefined until the page's embedded listing has been looked for; null once used or absent.
let pageListing: ListingDetail | null | undefined;

/** The listing renderListingPage embedded in this page load, if it is the one asked for. */
function embeddedListing(slug: string): ListingDetail | null {
  if (pageListing === undefined) {
    const element = document.getElementById(EMBEDDED_LISTING_ID);
    pageListing = element?.textContent ? parseEmbeddedListing(element.textContent) : null;
    element?.remove();
  }
  return pageListing?.slug === slug ? pageListing : null;
}

export type ListingResult =
  | { status: 'loading' }
  | { status: 'found'; listing: ListingDetail }
  | { status: 'moved'; slug: string }
  | { status: 'not-found' }
  | { status: 'ended' };

/**
 * docs/product-rules.md#texts: a failed single-listing fetch shows the Swag Not Found page (and is
 * logged). The first view of the page load uses the embedded listing; later views read Firestore,
 * so coming back to a listing shows its current state.
 */
export function useListingBySlug(slug: string): ListingResult {
  const [state, setState] = useState<{ slug: string; result: ListingResult }>(() => {
    const listing = embeddedListing(slug);
    return { slug, result: listing ? resultFor(listing) : { status: 'loading' } };
  });
  useEffect(() => {
    if (embeddedListing(slug)) {
      pageListing = null;
      return;
    }
    let current = true;
    lookUp(slug)
      .catch((error: unknown): ListingResult => {
        console.error('Failed to load listing', error);
        return { status: 'not-found' };
      })
      .then((result) => {
        if (current) setState({ slug, result });
      });
    return () => {
      current = false;
    };
  }, [slug]);
  return state.slug === slug ? state.result : { status: 'loading' };
}
