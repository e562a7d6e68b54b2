export type SubmissionStatus = 'pending' | 'approved' | 'rejected';

/** `refunded`: the listing fee went back (refund or dispute); such a submission is never approved. */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/**
 * A pending submission enters the moderators' review queue (and the dashboard's Pending
 * Submissions count) once it is paid; the others wait behind their own filter.
 */
export const REVIEWABLE_PAYMENT_STATUS: PaymentStatus = 'paid';
export const UNPAID_PAYMENT_STATUSES = PAYMENT_STATUSES.filter(
  (s) => s !== REVIEWABLE_PAYMENT_STATUS,
);

export const REPORT_STATUSES = ['pending', 'reviewed', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * Allowed report transitions (docs/product-rules.md#reports): resolved is final. firestore.rules
 * mirrors this table.
 */
export const REPORT_TRANSITIONS: Record<ReportStatus, readonly ReportStatus[]> = {
  pending: ['reviewed', 'resolved'],
  reviewed: ['resolved'],
  resolved: [],
};

export const TARGET_SCOPES = ['nationwide', 'local'] as const;
export type TargetScope = (typeof TARGET_SCOPES)[number];
export const DEFAULT_TARGET_SCOPE: TargetScope = 'nationwide';

/** Subscription statuses shown with underscores as spaces (docs/product-rules.md#plans). */
export function formatStatus(status: string): string {
  return status.replace(/_/g, ' ');
}
