import { useCallback, useEffect, useRef } from 'react';
import { DEMAND_SETTLE_MS } from '@swagdrop/model/search-demand-limits';
import { useRecordSearchDemand } from '../api/record-search-demand';

export interface SearchDemandState {
  /** The search box's text as typed. */
  search: string;
  /** 'City, ST' of the place the directory is filtered by (a resolved place), or null. */
  placeLabel: string | null;
  /** How many listings the search shows; null while that is not known yet. */
  resultCount: number | null;
}

/**
 * What this page has sent: each (words, place) once per page session, however often the
 * visitor comes back to it.
 */
const sentThisSession = new Set<string>();

/**
 * Counts a directory search that found nothing (docs/product-rules.md#demand). Only a settled
 * search is sent: the text and place unchanged for DEMAND_SETTLE_MS (or `settleNow`, for the
 * search box's blur), no results, and words left after searchWords; never on a keystroke. The
 * send runs in the background and a failure is dropped: counting never disturbs the page.
 */
export function useSearchDemand({ search, placeLabel, resultCount }: SearchDemandState) {
  const { mutate } = useRecordSearchDemand();
  const latest = useRef({ search, placeLabel, resultCount });
  latest.current = { search, placeLabel, resultCount };
  const changedAt = useRef(Date.now());

  const settleNow = useCallback(() => {
    const current = latest.current;
    if (current.resultCount !== 0 || current.search.trim() === '') return;
    // How words are read loads only when a search is sent, not with /swag.
    import('@swagdrop/model/search-demand-words')
      .then(({ demandWords, isPlaceLabelShape }) => {
        const words = demandWords(current.search);
        if (words === null) return;
        const place =
          current.placeLabel !== null && isPlaceLabelShape(current.placeLabel)
            ? current.placeLabel
            : null;
        const key = `${words}|${place ?? ''}`;
        if (sentThisSession.has(key)) return;
        sentThisSession.add(key);
        mutate({ words, place }, { onError: () => undefined });
      })
      // Counting is best effort: nothing it does may reach the visitor.
      .catch(() => undefined);
  }, [mutate]);

  // A new text or place starts the wait again; results arriving later do not.
  useEffect(() => {
    changedAt.current = Date.now();
  }, [search, placeLabel]);

  useEffect(() => {
    if (resultCount !== 0) return undefined;
    const wait = Math.max(0, changedAt.current + DEMAND_SETTLE_MS - Date.now());
    const timer = setTimeout(settleNow, wait);
    return () => clearTimeout(timer);
  }, [search, placeLabel, resultCount, settleNow]);

  return { settleNow };
}
