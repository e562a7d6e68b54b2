import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  SLUG_REDIRECTS_COLLECTION,
  isListingLive,
  isListingSlug,
  toListingDetail,
  type ListingDetail,
} from '@swagdrop/model';
import { getDb } from '@swagdrop/firebase-web';
import { useBootPayload } from '../../../lib/boot-payload-context';
import { queryKeys } from '../../../lib/query-keys';

/**
 * docs/product-rules.md#listing-page: swag_listings where slug equals the route parameter, single
 * row.
 */
async function getListingBySlug(slug: string): Promise<ListingDetail | null> {
  if (!isListingSlug(slug)) return null;
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
async function getMovedSlug(slug: string): Promise<string | null> {
  if (!isListingSlug(slug)) return null;
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

// The server's listing serves the first view of the page load only.
let pageListingUsed = false;

/** The listing the server rendered this page load with (boot payload), if it is the one asked for. */
function pageListing(listing: ListingDetail | undefined, slug: string): ListingDetail | null {
  return !pageListingUsed && listing?.slug === slug ? listing : null;
}

export type ListingResult =
  | { status: 'loading' }
  | { status: 'found'; listing: ListingDetail }
  | { status: 'moved'; slug: string }
  | { status: 'not-found' }
  | { status: 'ended' };

/**
 * A failed single-listing fetch shows the Swag Not Found page (the query client logs it). The
 * first view of the page load uses the listing the server rendered (boot payload) and reads
 * nothing; later views read Firestore (showing the cached answer meanwhile), so coming back to
 * a listing shows its current state.
 */
export function useListingBySlug(slug: string): ListingResult {
  const served = useBootPayload().listing;
  const [embedded] = useState(() => pageListing(served, slug));
  const fromPage = embedded?.slug === slug ? embedded : null;
  // Used up once the page has shown it (a render React discards must not use it up).
  useEffect(() => {
    if (fromPage) pageListingUsed = true;
  }, [fromPage]);
  const query = useQuery({
    queryKey: queryKeys.listing(slug),
    queryFn: () => lookUp(slug),
    enabled: fromPage === null,
  });
  if (fromPage) return resultFor(fromPage);
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'not-found' };
  return query.data;
}
