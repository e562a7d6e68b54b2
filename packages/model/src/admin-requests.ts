import { z } from './z';
import { isDocumentId } from './document-id';

/**
 * Request shapes of the admin callables, shared by the console and the functions. The listing
 * itself is validated with listingInputSchema on both sides; these wrap it with the target id.
 */
/** A request field naming a stored document; the messages name it (`Listing id`, `Email key`). */
export function documentIdField(label: string, max = 128) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`)
    .refine(isDocumentId, `${label} is invalid`);
}
const docId = documentIdField('Listing id');

/** saveListing: `id` absent → create, present → update that listing. */
export const saveListingRequestSchema = z.strictObject({
  id: docId.nullish(),
  listing: z.unknown(),
  /**
   * The listing's end (listing-term.ts) in epoch ms; null = no end; absent = left as it is
   * (so an edit that does not touch the date keeps an approval's exact end).
   */
  expires_at: z
    .number({ error: 'End date must be a date' })
    .int('End date must be a date')
    .min(0, 'End date must be a date')
    .max(8_640_000_000_000, 'End date must be a date')
    .nullable()
    .optional(),
});
export type SaveListingRequest = z.input<typeof saveListingRequestSchema>;
export interface SaveListingResult {
  id: string;
  slug: string;
  mode: 'created' | 'updated';
}

export const deleteListingRequestSchema = z.strictObject({ id: docId });
export type DeleteListingRequest = z.input<typeof deleteListingRequestSchema>;
export interface DeleteListingResult {
  id: string;
  deleted: true;
}

/** extendListing: the listing's end moves 90 days past max(now, its end) (listing-term.ts). */
export const extendListingRequestSchema = z.strictObject({ id: docId });
export type ExtendListingRequest = z.input<typeof extendListingRequestSchema>;
export interface ExtendListingResult {
  id: string;
  /** Epoch milliseconds. */
  expires_at: number;
}

/** claimsPerDay: UTC days ending today (the console formats dates in UTC too). */
export const CLAIMS_CHART_DAYS = 30;
export const claimsPerDayRequestSchema = z.strictObject({
  days: z
    .number({ error: 'Days must be a number' })
    .int('Days must be a whole number')
    .min(1, 'Days must be at least 1')
    .max(90, 'Days must be at most 90')
    .default(CLAIMS_CHART_DAYS),
});
export interface ClaimsPerDayResult {
  /** Oldest first; `date` is YYYY-MM-DD (UTC). */
  days: { date: string; count: number }[];
  total: number;
}

/**
 * Audit log (docs/data-model.md): written only by the server, read by admins. Every action the
 * functions record, with its label in the console.
 */
export const AUDIT_ACTION_LABELS = {
  'listing.create': 'Created listing',
  'listing.update': 'Edited listing',
  'listing.delete': 'Deleted listing',
  'listing.extend': 'Extended listing',
  'listing.add_stock': 'Added stock',
  'listing.close': 'Closed listing',
  'submission.approve': 'Approved submission',
  'submission.reject': 'Rejected submission',
  'submission.reject_refund': 'Rejected and refunded submission',
  'payment.returned': 'Payment refunded or disputed',
  'payment.dispute_closed': 'Dispute closed',
  'report.status': 'Changed report status',
  'admin.grant': 'Granted admin access',
  'admin.revoke': 'Revoked admin access',
  'claims.export': 'Exported claims',
  'mail.resend': 'Resent email',
} as const;
export type AuditActionName = keyof typeof AUDIT_ACTION_LABELS;

/** Label of a stored action; an action added later is shown raw rather than hidden. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action)
    ? AUDIT_ACTION_LABELS[action as AuditActionName]
    : action;
}

export const AUDIT_PAGE_SIZE = 25;
