import { useEffect, useRef, useState } from 'react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import type { Claim } from '@swagdrop/shared-ui/model';
import { getDb } from '@swagdrop/shared-ui/firebase';
import { toDate } from '../../../lib/to-date';
import { readDocs } from '../../../lib/read-docs';

export type ClaimRow = Omit<Claim, 'agreed_to_terms'>;

export interface ClaimsPage {
  rows: ClaimRow[];
  /** Start-after cursor of the following page; null when this page was the last. */
  next: QueryDocumentSnapshot | null;
}

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
 * One page of the claim log, newest first. `term` is a claimSearchTerm ('' = all claims);
 * claims carry search_keywords, so a search is one array-contains query, not a scan.
 * `after` is the cursor of the previous page: a page costs `pageSize` reads wherever it is.
 */
export async function getClaimsPage(
  term: string,
  pageSize: number,
  after: QueryDocumentSnapshot | null,
): Promise<ClaimsPage> {
  const [db, fs] = await Promise.all([getDb(), import('firebase/firestore')]);
  const snapshot = await readDocs(
    fs.query(
      fs.collection(db, 'claims'),
      ...(term ? [fs.where('search_keywords', 'array-contains', term)] : []),
      fs.orderBy('created_at', 'desc'),
      ...(after ? [fs.startAfter(after)] : []),
      fs.limit(pageSize),
    ),
  );
  const docs = snapshot.docs;
  return {
    rows: docs.map(toRow),
    next: docs.length === pageSize ? (docs[docs.length - 1] ?? null) : null,
  };
}

interface PageState {
  rows: ClaimRow[];
  loading: boolean;
  error: boolean;
}

/**
 * Pages stay cached this long: new claims arrive at the top of the log, so an older cache
 * would hide them from someone paging back and forth.
 */
const PAGE_CACHE_MS = 60_000;

interface PageCache {
  key: string;
  createdAt: number;
  pages: Map<number, Promise<ClaimsPage>>;
}

/** Page `page` of the log; earlier pages are fetched first (their last row is its cursor). */
function cachedPage(
  cache: PageCache,
  term: string,
  pageSize: number,
  page: number,
): Promise<ClaimsPage> {
  let pending = cache.pages.get(page);
  if (!pending) {
    pending = (async (): Promise<ClaimsPage> => {
      if (page === 0) return getClaimsPage(term, pageSize, null);
      const previous = await cachedPage(cache, term, pageSize, page - 1);
      return previous.next
        ? getClaimsPage(term, pageSize, previous.next)
        : { rows: [], next: null };
    })();
    // A failed page is fetched again next time instead of replaying the error.
    pending.catch(() => cache.pages.delete(page));
    cache.pages.set(page, pending);
  }
  return pending;
}

/**
 * Server-side pagination for the DataGrid. Pages (and so their cursors) are cached per
 * (term, pageSize) for a minute, and the page after the shown one is fetched in the
 * background: "next page" is then shown from memory instead of waiting on a query. Each page
 * still costs `pageSize` reads wherever it is in the log.
 */
export function useClaimsPage(
  term: string,
  page: number,
  pageSize: number,
  onError: (error: unknown) => void,
) {
  const [state, setState] = useState<PageState>({ rows: [], loading: true, error: false });
  const cache = useRef<PageCache | null>(null);

  useEffect(() => {
    let cancelled = false;
    const key = `${pageSize}|${term}`;
    let pageCache = cache.current;
    if (!pageCache || pageCache.key !== key || Date.now() - pageCache.createdAt > PAGE_CACHE_MS) {
      pageCache = { key, createdAt: Date.now(), pages: new Map() };
      cache.current = pageCache;
    }
    setState((s) => ({ ...s, loading: true, error: false }));

    cachedPage(pageCache, term, pageSize, page).then(
      (result) => {
        if (cancelled) return;
        setState({ rows: result.rows, loading: false, error: false });
        if (result.next) cachedPage(pageCache, term, pageSize, page + 1).catch(() => undefined);
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
