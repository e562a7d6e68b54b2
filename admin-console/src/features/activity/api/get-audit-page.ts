import { useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentSnapshot } from 'firebase/firestore';
import {
  AUDIT_PAGE_SIZE,
  auditEntryDocSchema,
  fromDocs,
  type AuditEntryDoc,
} from '@swagdrop/model';
import { getDb } from '@swagdrop/firebase-web';
import { readDocs } from '../../../lib/read-docs';
import { queryKeys } from '../../../lib/query-keys';

export type AuditValues = AuditEntryDoc['before'];
export type AuditEntry = AuditEntryDoc;

export interface AuditPage {
  entries: AuditEntry[];
  /** Cursor for the next page (startAfter), null on the last page. */
  next: DocumentSnapshot | null;
}

const toEntries = fromDocs(auditEntryDocSchema);

/** One page of audit_log, newest first; reads one extra entry to know whether more exist. */
async function fetchAuditPage(after: DocumentSnapshot | null): Promise<AuditPage> {
  const db = await getDb();
  const { collection, limit, orderBy, query, startAfter } = await import('firebase/firestore');
  const constraints = [
    orderBy('created_at', 'desc'),
    ...(after ? [startAfter(after)] : []),
    limit(AUDIT_PAGE_SIZE + 1),
  ];
  const q = query(collection(db, 'audit_log'), ...constraints);
  const snap = await readDocs(q);
  const docs = snap.docs.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: toEntries(docs),
    next: snap.docs.length > AUDIT_PAGE_SIZE ? (docs[docs.length - 1] ?? null) : null,
  };
}

/**
 * Page-by-page reading of the audit log: the pages read so far are kept in order, so
 * Previous shows a known page without a read and Next reads only a page not seen yet.
 */
export function useAuditPages() {
  const client = useQueryClient();
  const [index, setIndex] = useState(0);
  const query = useInfiniteQuery({
    queryKey: queryKeys.audit.all,
    queryFn: ({ pageParam }) => fetchAuditPage(pageParam),
    initialPageParam: null as DocumentSnapshot | null,
    getNextPageParam: (last) => last.next,
    meta: { errorToast: 'Failed to fetch activity' },
  });
  const pages = query.data?.pages ?? [];
  // The skeleton, not the previous page's rows, under the new page number while it loads.
  const page = pages[index];
  const loading = query.isFetching;

  return {
    entries: page?.entries ?? null,
    pageNumber: index + 1,
    hasNext: Boolean(page?.next),
    hasPrevious: index > 0,
    loading,
    failed: page === undefined && query.isError && !loading,
    nextPage: () => {
      if (!page?.next) return;
      setIndex(index + 1);
      if (index + 1 >= pages.length) void query.fetchNextPage();
    },
    previousPage: () => setIndex((i) => Math.max(0, i - 1)),
    /** Back to the first page, read again (new entries arrive at the top). */
    refresh: () => {
      setIndex(0);
      void client.resetQueries({ queryKey: queryKeys.audit.all });
    },
  };
}
