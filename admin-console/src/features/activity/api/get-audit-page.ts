import { useCallback, useEffect, useState } from 'react';
import type { DocumentSnapshot } from 'firebase/firestore';
import { AUDIT_PAGE_SIZE } from '@swagdrop/shared-ui/model';
import { getDb } from '@swagdrop/shared-ui/firebase';
import { readDocs } from '../../../lib/read-docs';
import { toDate } from '../../../lib/to-date';

export type AuditValues = Record<string, unknown> | null;

export interface AuditEntry {
  id: string;
  actor_uid: string;
  actor_email: string | null;
  action: string;
  target: string;
  before: AuditValues;
  after: AuditValues;
  created_at: Date | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** Cursor for the next page (startAfter), null on the last page. */
  next: DocumentSnapshot | null;
}

const values = (v: unknown): AuditValues =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** One page of audit_log, newest first; reads one extra entry to know whether more exist. */
export async function fetchAuditPage(after: DocumentSnapshot | null): Promise<AuditPage> {
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
    entries: docs.map((doc) => {
      const data = doc.data();
      return {
        id: doc.id,
        actor_uid: String(data.actor_uid ?? ''),
        actor_email: typeof data.actor_email === 'string' ? data.actor_email : null,
        action: String(data.action ?? ''),
        target: String(data.target ?? ''),
        before: values(data.before),
        after: values(data.after),
        created_at: toDate(data.created_at),
      };
    }),
    next: snap.docs.length > AUDIT_PAGE_SIZE ? (docs[docs.length - 1] ?? null) : null,
  };
}

/**
 * Page-by-page reading of the audit log. `cursors[i]` is where page i starts, so Previous is
 * a re-read of a known page and never needs an offset.
 */
export function useAuditPages() {
  const [cursors, setCursors] = useState<(DocumentSnapshot | null)[]>([null]);
  const [page, setPage] = useState<AuditPage | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [reloads, setReloads] = useState(0);
  const start = cursors[cursors.length - 1] ?? null;

  useEffect(() => {
    let active = true;
    setLoading(true);
    // The skeleton, not the previous page's rows, under the new page number while it loads.
    setPage(null);
    fetchAuditPage(start)
      .then((result) => {
        if (!active) return;
        setPage(result);
        setError(null);
      })
      .catch((err: unknown) => active && setError(err))
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [start, reloads]);

  const nextPage = useCallback(() => {
    if (page?.next) setCursors((c) => [...c, page.next]);
  }, [page]);
  const previousPage = useCallback(
    () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
    [],
  );
  const refresh = useCallback(() => {
    setCursors([null]);
    setReloads((n) => n + 1);
  }, []);

  return {
    entries: page?.entries ?? null,
    pageNumber: cursors.length,
    hasNext: Boolean(page?.next),
    hasPrevious: cursors.length > 1,
    loading,
    error,
    nextPage,
    previousPage,
    refresh,
  };
}
