import { fromDocs, isDocumentId, listingDocSchema } from '@swagdrop/model';
import { getDb } from '@swagdrop/firebase-web';
import { readDocs } from './read-docs';

/** What a claim or report shows of its listing, as the listing is now. */
export interface CurrentListing {
  title: string;
  brand_name: string;
  slug: string;
}

const toListings = fromDocs(listingDocSchema);

/** Firestore's limit of values in one `in` filter. */
const IDS_PER_QUERY = 30;

/**
 * The current title, brand and slug of each listing in `ids` that still exists: one query per
 * 30 distinct ids (not one read per row), all in parallel. Claims and reports keep only a copy
 * taken when they were filed, which a rename leaves stale.
 */
async function readCurrentListings(ids: Iterable<string>): Promise<Map<string, CurrentListing>> {
  const distinct = [...new Set(ids)].filter(isDocumentId);
  const found = new Map<string, CurrentListing>();
  if (distinct.length === 0) return found;
  const db = await getDb();
  const { collection, documentId, query, where } = await import('firebase/firestore');
  const chunks: string[][] = [];
  for (let i = 0; i < distinct.length; i += IDS_PER_QUERY) {
    chunks.push(distinct.slice(i, i + IDS_PER_QUERY));
  }
  const snapshots = await Promise.all(
    chunks.map((chunk) =>
      readDocs(query(collection(db, 'swag_listings'), where(documentId(), 'in', chunk))),
    ),
  );
  for (const { id, title, brand_name, slug } of toListings(snapshots.flatMap((s) => s.docs))) {
    found.set(id, { title, brand_name, slug });
  }
  return found;
}

interface ListingRef {
  listing_id: string;
  listing_title: string | null;
}

/**
 * Rows with their listing's current title, brand (and slug, for rows that have one); a row
 * whose listing is gone keeps what was copied when it was filed.
 */
export async function withCurrentListings<T extends ListingRef & { brand_name?: string | null }>(
  rows: readonly T[],
): Promise<T[]> {
  const listings = await readCurrentListings(rows.map((row) => row.listing_id));
  return rows.map((row) => {
    const listing = listings.get(row.listing_id);
    if (!listing) return row;
    return {
      ...row,
      listing_title: listing.title || row.listing_title,
      brand_name: listing.brand_name || (row.brand_name ?? null),
      ...('slug' in row ? { slug: listing.slug || row.slug } : {}),
    };
  });
}
