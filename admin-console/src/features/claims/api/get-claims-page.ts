import { useEffect, useRef, useState } from 'react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import type { Claim } from '@swagdrop/shared-ui/model';
import { getDb } from '@swagdrop/shared-ui/firebase';
import { toDate } from '../../../lib/to-date';
import { readDocs } from '../../../lib/read-docs';
import { withCurrentListings } from '../../../lib/current-listings';
import { cachedPage, pageCacheFor, type CursorPage, type PageCache } from '../lib/page-cache';

export type ClaimRow = Omit<Claim, 'agreed_to_terms'>;

export type ClaimsPage = CursorPage<ClaimRow, QueryDocumentSnapshot>;

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function toRow(snapshot: QueryDocumentSnapshot): ClaimRow {
  const d = snapshot.data();
  return {
    id: snapshot.id,
    first_name: text(d.first_name) ?? '',
    email: text(d.email) ?? '',
    listing_id: text(d.listing_id) ?? '',
    listing_title: text(d.listing_title),
    brand_name: text(d.brand_name),
    created_at: toDate(d.created_at) ?? new Date(0),
  };
}

/**
 * One page of the claim log, newest first, with each listing's current title and brand. `term` is a claimSearchTerm ('' = all claims);
 * claims carry search_keywords, so a search is one array-contains query, not a scan.
 * `after` is the cursor of the previous page: a page costs `pageSize` reads wherever it is.
 */
export async function getClaimsPage(
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
    rows: await withCurrentListings(docs.map(toRow)),
    next: docs.length === pageSize ? (docs[docs.length - 1] ?? null) : null,
  };
}

interface PageState {
  rows: ClaimRow[];
  loading: boolean;
  error: boolean;
}

/** New claims arrive at the top of the log: older cached rows would hide them. */
const PAGE_CACHE_MS = 60_000;

/**
 * Server-side pagination for the DataGrid. Pages are cached per (term, pageSize) for a
 * minute and their cursors for as long as the view lasts (lib/page-cache), and the page after
 * the shown one is fetched in the background: "next page" is then shown from memory instead
 * of waiting on a query. Each page still costs `pageSize` reads wherever it is in the log.
 */
export function useClaimsPage(
  term: string,
  page: number,
  pageSize: number,
  onError: (error: unknown) => void,
) {
  const [state, setState] = useState<PageState>({ rows: [], loading: true, error: false });
  const cache = useRef<PageCache<ClaimRow, QueryDocumentSnapshot> | null>(null);

  useEffect(() => {
    let cancelled = false;
    const pageCache = pageCacheFor(cache.current, `${pageSize}|${term}`, Date.now(), PAGE_CACHE_MS);
    cache.current = pageCache;
    const fetchPage = (after: QueryDocumentSnapshot | null) => getClaimsPage(term, pageSize, after);
    setState((s) => ({ ...s, loading: true, error: false }));

    cachedPage(pageCache, page, fetchPage).then(
      (result) => {
        if (cancelled) return;
        setState({ rows: result.rows, loading: false, error: false });
        if (result.next) cachedPage(pageCache, page + 1, fetchPage).catch(() => undefined);
      },
      (error: unknown) => {
        if (cancelled) return;
        setState({ rows: [], loading: false, error: true });
        onError(error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [term, page, pageSize, onError]);

  return state;
}
