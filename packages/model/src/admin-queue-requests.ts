import { z } from './z';
import { documentIdField } from './admin-requests';
import { QUEUE_COPY } from './copy';
import { REPORT_STATUSES, type ReportStatus } from './statuses';

/**
 * Request shapes of the moderation-queue functions (approve/reject submissions, report status,
 * claims CSV export), shared by the admin console and the functions.
 */

export const approveSubmissionRequestSchema = z.strictObject({
  submissionId: documentIdField('Submission id'),
});
export type ApproveSubmissionRequest = z.input<typeof approveSubmissionRequestSchema>;
export interface ApproveSubmissionResult {
  listingId: string;
  slug: string;
}

export const REJECT_REASON_MAX = 1000;

export const rejectSubmissionRequestSchema = z.strictObject({
  submissionId: documentIdField('Submission id'),
  /** The moderator's reason, sent to the brand; optional (blank = none, stored as null). */
  reason: z
    .string({ error: QUEUE_COPY.rejectReasonInvalid })
    .trim()
    .max(REJECT_REASON_MAX, QUEUE_COPY.rejectReasonTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type RejectSubmissionRequest = z.input<typeof rejectSubmissionRequestSchema>;
export interface RejectSubmissionResult {
  status: 'rejected';
}

export const setReportStatusRequestSchema = z.strictObject({
  reportId: documentIdField('Report id'),
  status: z.enum(REPORT_STATUSES, { error: 'Please choose a valid report status' }),
});
export type SetReportStatusRequest = z.input<typeof setReportStatusRequestSchema>;
export interface SetReportStatusResult {
  status: ReportStatus;
}

/** The claims export takes the console's current search text (raw; the server normalises). */
export const exportClaimsRequestSchema = z.strictObject({
  search: z
    .string({ error: 'Search must be text' })
    .max(200, 'Search must be at most 200 characters')
    .default(''),
});
export type ExportClaimsRequest = z.input<typeof exportClaimsRequestSchema>;

/** Response header carrying the number of data rows the export will contain. */
export const CLAIMS_COUNT_HEADER = 'X-Claims-Count';
/** Rows per write while the export streams (the client's pace holds back the reading). */
export const CLAIMS_EXPORT_CHUNK_ROWS = 1000;
/**
 * Last line written when an export fails mid-way (before the connection is cut). It has no
 * comma, so it can never pass for one of the six-column data rows.
 */
export const CLAIMS_EXPORT_FAILED_MARKER = '#EXPORT FAILED - this file is incomplete';
