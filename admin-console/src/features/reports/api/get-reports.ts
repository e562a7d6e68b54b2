import { useQuery, type QueryClient } from '@tanstack/react-query';
import { COPY, fromDocs, reportDocSchema, type ReportDoc } from '@swagdrop/model';
import { getDb } from '@swagdrop/firebase-web';
import { readDocs } from '../../../lib/read-docs';
import { withCurrentListings } from '../../../lib/current-listings';
import { queryKeys } from '../../../lib/query-keys';

/** A report as the console shows it; a status or reason it does not know stays raw. */
export type ReportItem = ReportDoc;

const toItems = fromDocs(reportDocSchema);

/**
 * docs/product-rules.md#reports: every report newest first, with its listing's current title, brand
 * and slug (the copy taken when it was filed when the listing is gone). Status filter and search then run in the browser over
 * this list, which also gives the footer's total.
 */
async function getReports(): Promise<ReportItem[]> {
  const db = await getDb();
  const { collection, orderBy, query } = await import('firebase/firestore');
  const snapshot = await readDocs(
    query(collection(db, 'listing_reports'), orderBy('created_at', 'desc')),
  );
  return withCurrentListings(toItems(snapshot.docs));
}

export function useReports() {
  return useQuery({
    queryKey: queryKeys.reports.all,
    queryFn: getReports,
    meta: { errorToast: COPY.failedToFetchReports },
  });
}

/** After a status change: the report shows its new status at once (the server changed it). */
export function applyReportStatus(client: QueryClient, id: string, status: string): void {
  client.setQueryData<ReportItem[]>(queryKeys.reports.all, (reports) =>
    reports?.map((report) => (report.id === id ? { ...report, status } : report)),
  );
}
