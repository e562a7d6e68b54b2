import { adminReasonLabel, REPORT_STATUSES, z } from '@swagdrop/model';

export const reportFilterSchema = z.enum(['all', ...REPORT_STATUSES]);
export type ReportFilter = z.output<typeof reportFilterSchema>;
/** The reports screen opens on pending (docs/product-rules.md#reports). */
export const DEFAULT_REPORT_FILTER: ReportFilter = 'pending';

export interface FilterableReport {
  status: string;
  listing_title: string | null;
  brand_name: string | null;
  reporter_email: string | null;
  reason: string;
}

/**
 * /admin/reports (docs/product-rules.md#reports): status filter plus a case-insensitive text search
 * over listing title, brand, reporter email and reason (the stored value and the label the
 * moderator sees).
 */
export function filterReports<R extends FilterableReport>(
  reports: readonly R[],
  status: ReportFilter,
  search: string,
): R[] {
  const needle = search.trim().toLowerCase();
  return reports.filter((report) => {
    if (status !== 'all' && report.status !== status) return false;
    if (!needle) return true;
    return [
      report.listing_title,
      report.brand_name,
      report.reporter_email,
      report.reason,
      adminReasonLabel(report.reason),
    ].some((field) => field?.toLowerCase().includes(needle));
  });
}
