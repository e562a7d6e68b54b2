import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { releaseBootShell } from '@swagdrop/shared-ui/app';
import { type DirectoryFilters, type NearFilter, PAGE_META, placeLabel } from '@swagdrop/model';
import { usePlaceIndex } from '@swagdrop/shared-ui/places';
import { useListingSearch } from '../../../lib/search/use-listing-search';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useDirectoryListings } from '../api/use-directory-listings';
import { useDirectoryQuery } from '../hooks/use-directory-query';
import DirectoryPageFrame from './DirectoryPageFrame';
import DirectoryResults from './DirectoryResults';

/** /swag (docs/product-rules.md#directory): filters, featured first, then the rest newest first. */
export default function DirectoryPage() {
  useDocumentMeta(PAGE_META.directory);
  const [query, updateQuery] = useDirectoryQuery();
  const listings = useDirectoryListings();

  // Filtering renders in the same pass as the keystroke: with a small window of cards that is
  // quicker than a deferred render, whose scheduling alone cost a few frames (npm run bench).
  const filters = useMemo<DirectoryFilters>(
    () => ({ city: query.city, search: query.search, category: query.category }),
    [query.city, query.search, query.category],
  );
  // The city names a place once the place list has loaded (it loads when a city is typed or
  // in the URL); until then, and for text naming no place, the city is matched as text.
  const places = usePlaceIndex(query.city.trim() !== '');
  const near = useMemo<NearFilter | null>(() => {
    const place = places?.resolve(query.city) ?? null;
    return place ? { place, within: query.within, label: placeLabel(place) } : null;
  }, [places, query.city, query.within]);
  // The forgiving search (docs/search.md) loads when the search box is first focused.
  const [searchWanted, setSearchWanted] = useState(false);
  const wantSearch = useCallback(() => setSearchWanted(true), []);
  const search = useListingSearch(listings.rows, query.search, searchWanted);
  const clearFilters = useCallback(
    () => updateQuery({ city: '', search: '', category: '' }),
    [updateQuery],
  );

  const marked = useRef(false);
  useEffect(() => {
    if (listings.status === 'ready' && !marked.current) {
      marked.current = true;
      performance.mark('swagdrop:directory-results');
    }
  }, [listings.status]);

  // A first paint with listings (renderDirectoryPage) stays until the results replace it, not
  // the skeleton; leaving the page releases it in any case.
  useLayoutEffect(() => {
    if (listings.status !== 'loading') releaseBootShell();
  }, [listings.status]);
  useLayoutEffect(() => releaseBootShell, []);

  return (
    <DirectoryPageFrame query={query} onChange={updateQuery} onSearchFocus={wantSearch}>
      <DirectoryResults
        groups={listings.groups}
        filters={filters}
        near={near}
        scores={search.scores}
        searchComplete={search.complete}
        view={query.view}
        onClear={clearFilters}
      />
    </DirectoryPageFrame>
  );
}
