import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { ListingGridSkeleton } from 'shared_ui/components';
import {
  BROWSE_COPY,
  COPY,
  DIRECTORY_SKELETON_COUNT,
  type DirectoryFilters,
} from '@swagdrop/shared-ui/model';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useDirectoryListings } from '../api/use-directory-listings';
import { useDirectoryQuery } from '../hooks/use-directory-query';
import { createFilterer, windowGroups } from '../utils/filter-groups';
import DirectoryControls from './DirectoryControls';
import DirectoryEmptyState from './DirectoryEmptyState';
import ListingSection from './ListingSection';
import ResultsCount from './ResultsCount';
import ShowMore from './ShowMore';

/** Results rendered per step: enough to fill a large screen, few enough for fast keystrokes. */
export const PAGE_SIZE = 24;

/** /swag (spec §2): filters, featured first, then the rest newest first. */
export default function DirectoryPage() {
  useDocumentMeta({
    title: BROWSE_COPY.directoryTitle,
    description: BROWSE_COPY.directoryDescription,
    canonicalPath: '/swag',
  });
  const [query, updateQuery] = useDirectoryQuery();
  const listings = useDirectoryListings();

  // Inputs update at once; filtering follows as a lower-priority render.
  const deferred = useDeferredValue(query);
  const filters = useMemo<DirectoryFilters>(
    () => ({ city: deferred.city, search: deferred.search, category: deferred.category }),
    [deferred.city, deferred.search, deferred.category],
  );
  const filterer = useMemo(
    () => (listings.groups ? createFilterer(listings.groups) : null),
    [listings.groups],
  );
  const filtered = useMemo(() => (filterer ? filterer(filters) : null), [filterer, filters]);
  const total = filtered ? filtered.featured.length + filtered.regular.length : 0;

  // The window restarts whenever the filters change.
  const filterKey = `${filters.city}\u0000${filters.search}\u0000${filters.category}`;
  const [paging, setPaging] = useState({ key: filterKey, limit: PAGE_SIZE });
  const limit = paging.key === filterKey ? paging.limit : PAGE_SIZE;
  const visible = useMemo(
    () => (filtered ? windowGroups(filtered, limit) : null),
    [filtered, limit],
  );

  const marked = useRef(false);
  useEffect(() => {
    if (listings.status === 'ready' && !marked.current) {
      marked.current = true;
      performance.mark('swagdrop:directory-results');
    }
  }, [listings.status]);

  const view = deferred.view;
  const featuredTotal = filtered?.featured.length ?? 0;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h1" gutterBottom>
        {BROWSE_COPY.directoryTitle}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 3 }}>
        {BROWSE_COPY.directoryLead}
      </Typography>
      <DirectoryControls query={query} onChange={updateQuery} />
      <Alert
        severity="info"
        icon={<LocalShippingOutlined fontSize="inherit" />}
        sx={{ mb: 2 }}
        data-testid="shipping-note"
      >
        {COPY.shippingNote}
      </Alert>
      <ResultsCount loading={listings.status === 'loading'} total={total} />

      {!visible ? (
        <ListingGridSkeleton count={DIRECTORY_SKELETON_COUNT} />
      ) : total === 0 ? (
        <DirectoryEmptyState onClear={() => updateQuery({ city: '', search: '', category: '' })} />
      ) : (
        <>
          {visible.featured.length > 0 && (
            <ListingSection
              heading={BROWSE_COPY.featuredHeading}
              count={featuredTotal}
              listings={visible.featured}
              view={view}
              eagerCount={3}
              testId="featured-section"
            />
          )}
          {visible.regular.length > 0 && (
            <ListingSection
              heading={featuredTotal > 0 ? BROWSE_COPY.moreHeading : undefined}
              listings={visible.regular}
              view={view}
              eagerCount={visible.featured.length === 0 ? 3 : 0}
              testId="regular-section"
            />
          )}
          {total > limit && (
            <ShowMore
              shown={limit}
              total={total}
              onMore={() => setPaging({ key: filterKey, limit: limit + PAGE_SIZE })}
            />
          )}
        </>
      )}
    </Container>
  );
}
