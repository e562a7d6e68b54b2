import { toDirectoryRow, type DirectoryRow } from './directory';
import { inlineJsonText } from './structured-data';

/** A listing as its detail page shows it: the directory row plus its claim URL. */
export interface ListingDetail extends DirectoryRow {
  external_claim_url: string;
}

/** A stored listing document (or the embedded copy below) as the detail page's data. */
export function toListingDetail(id: string, data: Record<string, unknown>): ListingDetail {
  return {
    ...toDirectoryRow(id, data),
    external_claim_url: typeof data.external_claim_url === 'string' ? data.external_claim_url : '',
  };
}

/**
 * renderListingPage answers /swag/{slug} with the listing it already read for the head tags
 * embedded in this element, so the detail page renders on boot without loading the Firestore
 * SDK and reading the listing again (the page a shared link opens on a phone).
 */
export const EMBEDDED_LISTING_ID = 'page-listing';

export function embeddedListingScript(listing: ListingDetail): string {
  return `<script type="application/json" id="${EMBEDDED_LISTING_ID}">${inlineJsonText(listing)}</script>`;
}

/** The embedded listing, checked like a stored document; null when absent or malformed. */
export function parseEmbeddedListing(json: string): ListingDetail | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const data = value as Record<string, unknown>;
  if (typeof data.id !== 'string' || data.id === '') return null;
  const listing = toListingDetail(data.id, data);
  return listing.slug ? listing : null;
}
