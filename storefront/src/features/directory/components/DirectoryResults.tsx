import { memo, useMemo, useState } from 'react';
import { ListingGridSkeleton } from 'shared_ui/components';
import { DIRECTORY_SKELETON_COUNT, type DirectoryFilters, type NearFilter } from '@swagdrop/model';
import { useSearchDemand } from '../hooks/use-search-demand';
import type { DirectoryView } from '../utils/directory-query';
import {
  createFilterer,
  windowGroups,
  type ListingGroups,
  type SearchScores,
} from '../utils/filter-groups';
import DirectoryEmptyState from './DirectoryEmptyState';
import ResultsCount from './ResultsCount';
import ResultsSections from './ResultsSections';
import ShowMore from './ShowMore';

/**
 * Results rendered after each filter change: four rows of three on a desktop, few enough that
 * a keystroke re-renders the list within a frame or two. "Show more" then adds bigger steps.
 */
export const FIRST_WINDOW = 12;
export const MORE_STEP = 24;

/**
 * The count line and the two sections for one set of filters. Memoised: a change of layout
 * or of listings re-renders it, anything else on the page does not.
 */
function DirectoryResults({
  groups,
  filters,
  near,
  scores,
  searchComplete,
  view,
  onClear,
}: {
  /** null while the directory loads. */
  groups: ListingGroups | null;
  filters: DirectoryFilters;
  /** The place the city resolved to and the distance; null: the city is matched as text. */
  near: NearFilter | null;
  /** The forgiving search's relevance by listing id; null: the exact text rule alone. */
  scores: SearchScores | null;
  /** The forgiving search has searched everything for this text (its index is complete). */
  searchComplete: boolean;
  view: DirectoryView;
  onClear: () => void;
}) {
  const filterer = useMemo(() => (groups ? createFilterer(groups) : null), [groups]);
  const filtered = useMemo(
    () => (filterer ? filterer(filters, near, scores) : null),
    [filterer, filters, near, scores],
  );
  const total = filtered ? filtered.featured.length + filtered.regular.length : 0;

  // The window restarts whenever the filters change.
  const nearKey = near ? `${near.place.lat},${near.place.lng},${near.within}` : '';
  const filterKey = `${filters.city}\u0000${filters.search}\u0000${filters.category}\u0000${nearKey}`;
  const [paging, setPaging] = useState({ key: filterKey, limit: FIRST_WINDOW });
  const limit = paging.key === filterKey ? paging.limit : FIRST_WINDOW;
  const visible = useMemo(
    () => (filtered ? windowGroups(filtered, limit) : null),
    [filtered, limit],
  );
  const featuredTotal = filtered?.featured.length ?? 0;
  // A search that finds nothing is counted once settled (docs/product-rules.md#demand), and only
  // once the forgiving search has had its say.
  useSearchDemand({
    search: filters.search,
    placeLabel: near?.label ?? null,
    resultCount: visible && searchComplete ? total : null,
  });

  return (
    <>
      <ResultsCount loading={!visible} total={total} />
      {!visible ? (
        <ListingGridSkeleton count={DIRECTORY_SKELETON_COUNT} />
      ) : total === 0 ? (
        <DirectoryEmptyState onClear={onClear} />
      ) : (
        <>
          <ResultsSections
            featured={visible.featured}
            regular={visible.regular}
            featuredTotal={featuredTotal}
            miles={visible.miles}
            view={view}
          />
          {total > limit && (
            <ShowMore
              shown={limit}
              total={total}
              onMore={() => setPaging({ key: filterKey, limit: limit + MORE_STEP })}
            />
          )}
        </>
      )}
    </>
  );
}

export default memo(DirectoryResults);
