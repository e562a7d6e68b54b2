import { logger } from 'firebase-functions';

/** Named log lines of the admin functions. */

/** The claims export failed before any row was sent (count or audit entry); answered 500. */
export function logClaimsExportNotStarted(error: unknown): void {
  logger.error('exportClaimsCsv: could not start', error);
}

/** The claims export broke off after `written` of `expected` rows; the file is marked incomplete. */
export function logClaimsExportBrokeOff(written: number, expected: number, error: unknown): void {
  logger.error('exportClaimsCsv: failed mid-way', { written, expected, error: String(error) });
}
