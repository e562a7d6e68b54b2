import type { z } from 'zod';
import { reportInputSchema } from './schemas';

/**
 * Contracts of the public write callables (submitClaim, submitReport, joinWaitlist) shared by the functions
 * and the storefront, so the browser and the server apply the same rules.
 */

export const REPORT_EMAIL_REQUIRED = 'Email is required';

/**
 * docs/product-rules.md#reports: the report email is required only when the visitor is not signed
 * in.
 */
export function requireReporterEmail(
  value: { reporter_email?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (!value.reporter_email) {
    ctx.addIssue({ code: 'custom', path: ['reporter_email'], message: REPORT_EMAIL_REQUIRED });
  }
}

/** What an anonymous visitor must send; a signed-in reporter uses reportInputSchema. */
export const anonymousReportInputSchema = reportInputSchema.superRefine(requireReporterEmail);

/**
 * submitClaim answer. `claim_url` is the URL stored on the listing (never one from input) and
 * is null when that stored value is not an http(s) URL.
 */
export interface SubmitClaimResult {
  claim_url: string | null;
}

export interface SubmitReportResult {
  status: 'received';
}

/** joinWaitlist answer: a duplicate is detected by the server (the browser never reads it). */
export interface JoinWaitlistResult {
  status: 'joined' | 'duplicate';
}
