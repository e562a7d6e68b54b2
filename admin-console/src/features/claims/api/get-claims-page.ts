import { useEffect, useRef, useState } from 'react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import type { Claim } from '@swagdrop/shared-ui/model';
import { getDb } from '@swagdrop/shared-ui/firebase';
import { toDate } from '../../../lib/to-date';

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
  const snapshot = await fs.getDocs(
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
 * Server-side pagination for the DataGrid. Page cursors are cached per (term, pageSize), so
 * moving to the next or a previous page is one page of reads. Jumping further than the
 * known cursors (not offered by the grid's next/previous controls) walks forward page by page.
 */
export function useClaimsPage(
  term: string,
  page: number,
  pageSize: number,
  onError: (error: unknown) => void,
) {
  const [state, setState] = useState<PageState>({ rows: [], loading: true, error: false });
  const cache = useRef<{ key: string; cursors: Map<number, QueryDocumentSnapshot | null> }>({
    key: '',
    cursors: new Map(),
  });

  useEffect(() => {
    let cancelled = false;
    const key = `${pageSize}|${term}`;
    if (cache.current.key !== key) cache.current = { key, cursors: new Map([[0, null]]) };
    const { cursors } = cache.current;
    setState((s) => ({ ...s, loading: true, error: false }));

    void (async () => {
      let known = page;
      while (!cursors.has(known)) known -= 1;
      let result: ClaimsPage = { rows: [], next: null };
      for (let p = known; p <= page; p += 1) {
        const after = cursors.get(p);
        if (after === undefined) break; // ran past the last page
        result = await getClaimsPage(term, pageSize, after);
        if (result.next) cursors.set(p + 1, result.next);
        if (!result.next && p < page) {
          result = { rows: [], next: null };
          break;
        }
      }
      if (!cancelled) setState({ rows: result.rows, loading: false, error: false });
    })().catch((error: unknown) => {
      if (cancelled) return;
      setState({ rows: [], loading: false, error: true });
      onError(error);
    });
    return () => {
      cancelled = true;
    };
  }, [term, page, pageSize, onError]);

  return state;
}
