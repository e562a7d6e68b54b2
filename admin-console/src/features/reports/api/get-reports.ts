import { useCallback, useEffect, useState } from 'react';
import type { DocumentSnapshot } from 'firebase/firestore';
import type { ListingReport } from '@swagdrop/shared-ui/model';
import { getDb } from '@swagdrop/shared-ui/firebase';
import { toDate } from '../../../lib/to-date';
import { readDocs } from '../../../lib/read-docs';
import { withCurrentListings } from '../../../lib/current-listings';

/** A report as the console shows it; a status or reason it does not know stays raw. */
export type ReportItem = Omit<ListingReport, 'status'> & { status: string };

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function toItem(snapshot: DocumentSnapshot): ReportItem {
  const d = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    listing_id: text(d.listing_id) ?? '',
    reason: text(d.reason) ?? '',
    message: text(d.message),
    reporter_email: text(d.reporter_email),
    reporter_user_id: text(d.reporter_user_id),
    status: text(d.status) ?? '',
    created_at: toDate(d.created_at) ?? new Date(0),
    listing_title: text(d.listing_title),
    brand_name: text(d.brand_name),
    slug: text(d.slug),
  };
}

/**
 * docs/product-rules.md#reports: every report newest first, with its listing's current title, brand
 * and slug (the copy taken when it was filed when the listing is gone). Status filter and search then run in the browser over
 * this list, which also gives the footer's total.
 */
export async function getReports(): Promise<ReportItem[]> {
  const db = await getDb();
  const { collection, orderBy, query } = await import('firebase/firestore');
  const snapshot = await readDocs(
    query(collection(db, 'listing_reports'), orderBy('created_at', 'desc')),
  );
  return withCurrentListings(snapshot.docs.map(toItem));
}

interface State {
  reports: ReportItem[];
  loading: boolean;
  error: boolean;
}

export function useReports(onError: (error: unknown) => void) {
  const [state, setState] = useState<State>({ reports: [], loading: true, error: false });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState((s) => ({ ...s, loading: true, error: false }));
    getReports().then(
      (reports) => {
        if (!cancelled) setState({ reports, loading: false, error: false });
      },
      (error: unknown) => {
        if (cancelled) return;
        setState({ reports: [], loading: false, error: true });
        onError(error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [version, onError]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const applyStatus = useCallback((id: string, status: string) => {
    setState((s) => ({
      ...s,
      reports: s.reports.map((r) => (r.id === id ? { ...r, status } : r)),
    }));
  }, []);
  return { ...state, reload, applyStatus };
}
