import { useMemo } from 'react';
import {
  listingJsonLd,
  listingMetaDescription,
  listingPath,
  type StructuredListing,
} from '@swagdrop/model';
import { useDocumentMeta } from '../../../lib/use-document-meta';

/**
 * Title, description (first 150 characters), canonical link and Product JSON-LD of a found
 * listing. Rendered only once the listing is known, so the head that the crawler function
 * served stays in place while the page loads.
 */
export default function ListingDetailMeta({ listing }: { listing: StructuredListing }) {
  const jsonLd = useMemo(() => listingJsonLd(listing, window.location.origin), [listing]);
  useDocumentMeta({
    title: listing.title,
    description: listingMetaDescription(listing.description),
    jsonLd,
    canonicalPath: listingPath(listing.slug),
  });
  return null;
}
