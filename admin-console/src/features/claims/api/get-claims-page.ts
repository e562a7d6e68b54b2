import { useEffect } from 'react';
import {
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { claimDocSchema, COPY, fromDocs, type ClaimDoc } from '@swagdrop/model';
import { getDb } from '@swagdrop/firebase-web';
import { readDocs } from '../../../lib/read-docs';
import { withCurrentListings } from '../../../lib/current-listings';
import { queryKeys } from '../../../lib/query-keys';

export type ClaimRow = ClaimDoc;

export interface ClaimsPage {
  rows: ClaimRow[];
  /** Start-after cursor of the page after this one; null when this page was the last. */
  next: QueryDocumentSnapshot | null;
}

const toRows = fromDocs(claimDocSchema);

/**
 * One page of the claim log, newest first, with each listing's current title and brand. `term` is a claimSearchTerm ('' = all claims);
 * claims carry search_keywords, so a search is one array-contains query, not a scan.
 * `after` is the cursor of the previous page: a page costs `pageSize` reads wherever it is.
 */
async function getClaimsPage(
  term: string,
  pageSize: number,
  after: QueryDocumentSnapshot | null,
): Promise<ClaimsPage> {
  const db = await getDb();
  const { collection, limit, orderBy, query, startAfter, where } =
    await import('firebase/firestore');
  const snapshot = await readDocs(
    query(
      collection(db, 'claims'),
      ...(term ? [where('search_keywords', 'array-contains', term)] : []),
      orderBy('created_at', 'desc'),
      ...(after ? [startAfter(after)] : []),
      limit(pageSize),
    ),
  );
  const docs = snapshot.docs;
  return {
    rows: await withCurrentListings(toRows(docs)),
    next: docs.length === pageSize ? (docs[docs.length - 1] ?? null) : null,
  };
}

/** New claims arrive at the top of the log: older cached rows would hide them. */
const PAGE_FRESH_MS = 60_000;
/** Pages (and so their cursors) are kept while the moderator pages on through the log. */
const PAGE_KEEP_MS = 30 * 60_000;

/**
 * Page `page` of one (search, page size) view. Its start is the end of the page before,
 * taken from the cache when that page was read (even if its rows are no longer fresh), so
 * page k is one query from a known cursor, not k queries walking from the first page.
 */
function claimsPageOptions(client: QueryClient, term: string, pageSize: number, page: number) {
  return queryOptions({
    queryKey: queryKeys.claims.page(term, pageSize, page),
    queryFn: async (): Promise<ClaimsPage> => {
      if (page === 0) return getClaimsPage(term, pageSize, null);
      const previous = await client.ensureQueryData(
        claimsPageOptions(client, term, pageSize, page - 1),
      );
      return previous.next
        ? getClaimsPage(term, pageSize, previous.next)
        : { rows: [], next: null };
    },
    staleTime: PAGE_FRESH_MS,
    gcTime: PAGE_KEEP_MS,
    meta: { errorToast: COPY.failedToFetchClaims },
  });
}

/**
 * Server-side pagination for the DataGrid: the shown page (the previous one's rows stay while
 * it loads), and the page after it read in the background, so "next page" is shown from
 * memory instead of waiting on a query. Each page costs `pageSize` reads wherever it is.
 */
export function useClaimsPage(term: string, page: number, pageSize: number) {
  const client = useQueryClient();
  const query = useQuery({
    ...claimsPageOptions(client, term, pageSize, page),
    placeholderData: keepPreviousData,
  });
  const hasNext = !query.isPlaceholderData && Boolean(query.data?.next);
  useEffect(() => {
    if (hasNext) void client.prefetchQuery(claimsPageOptions(client, term, pageSize, page + 1));
  }, [client, hasNext, term, pageSize, page]);
  return {
    rows: query.isError ? [] : (query.data?.rows ?? []),
    loading: query.isPending || query.isPlaceholderData,
    error: query.isError,
  };
}
