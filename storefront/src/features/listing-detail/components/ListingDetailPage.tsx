import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { directoryPath } from '../../../lib/directory/directory-store';
import { useStockLeft } from '../../stock/api/use-stock-left';
import { useListingBySlug } from '../api/get-listing-by-slug';
import { useSimilarListings } from '../api/use-similar-listings';
import ListingDetailMeta from './ListingDetailMeta';
import ListingDetailSkeleton from './ListingDetailSkeleton';
import ListingDetailView from './ListingDetailView';
import OfferEnded from './OfferEnded';
import SwagNotFound from './SwagNotFound';

// The modals (and their form code) download only when a visitor opens one.
const loadClaimModal = () => import('../../claim/components/ClaimModal');
const loadReportModal = () => import('../../report/components/ReportModal');
const ClaimModal = lazy(loadClaimModal);
const ReportModal = lazy(loadReportModal);

type Modal = 'claim' | 'report';

/** /swag/{slug} (docs/product-rules.md#listing-page). */
export default function ListingDetailPage() {
  const { slug = '' } = useParams();
  const result = useListingBySlug(slug);
  const { search } = useLocation();
  const [open, setOpen] = useState<Modal | null>(null);
  // Kept mounted after the first open so closing animates and the form keeps its state.
  const [mounted, setMounted] = useState<ReadonlySet<Modal>>(new Set());

  const listing = result.status === 'found' ? result.listing : null;
  const stock = useStockLeft(listing?.id ?? '', listing !== null && listing.quantity !== null);
  const left = listing?.quantity === null ? undefined : stock.data;
  const allClaimed = listing !== null && (left === undefined ? listing.all_claimed : left === 0);
  const similar = useSimilarListings(listing, allClaimed);
  const modalListing = useMemo(
    () =>
      listing
        ? { id: listing.id, title: listing.title, slug: listing.slug, brand: listing.brand_name }
        : null,
    [listing],
  );
  const openModal = useCallback((modal: Modal) => {
    setMounted((current) => (current.has(modal) ? current : new Set(current).add(modal)));
    setOpen(modal);
  }, []);
  const close = useCallback(() => setOpen(null), []);
  const prefetch = useCallback(() => {
    void loadClaimModal();
    void loadReportModal();
  }, []);

  if (result.status === 'loading') return <ListingDetailSkeleton />;
  if (result.status === 'ended') return <OfferEnded />;
  // An old slug of a renamed listing: its current address replaces this one in the history.
  if (result.status === 'moved') {
    return <Navigate to={`/swag/${encodeURIComponent(result.slug)}${search}`} replace />;
  }
  if (!listing || !modalListing) return <SwagNotFound />;
  return (
    <>
      <ListingDetailMeta listing={listing} />
      <ListingDetailView
        listing={listing}
        left={left}
        similar={similar}
        backTo={directoryPath()}
        onClaim={() => openModal('claim')}
        onReport={() => openModal('report')}
        onPrefetch={prefetch}
      />
      <Suspense fallback={null}>
        {mounted.has('claim') && (
          <ClaimModal open={open === 'claim'} onClose={close} listing={modalListing} />
        )}
        {mounted.has('report') && (
          <ReportModal open={open === 'report'} onClose={close} listing={modalListing} />
        )}
      </Suspense>
    </>
  );
}
