import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES, REPORT_STATUSES, REPORT_TRANSITIONS, type ReportStatus } from '@swagdrop/model';
import { db } from '../lib/admin';
import { appendAudit } from './audit';
import { adminCallable } from './guard';

function isReportStatus(value: unknown): value is ReportStatus {
  return typeof value === 'string' && (REPORT_STATUSES as readonly string[]).includes(value);
}

/**
 * Move a report along REPORT_TRANSITIONS (docs/product-rules.md#reports: pending → reviewed |
 * resolved, reviewed → resolved; resolved is final). The current status is read in the transaction,
 * so two moderators clicking at once cannot take a resolved report back to reviewed.
 */
export const setReportStatus = adminCallable(
  CALLABLES.setReportStatus,
  async ({ reportId, status }, actor) => {
    const ref = db.collection('listing_reports').doc(reportId);

    return db.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) throw new HttpsError('not-found', 'This report no longer exists.');
      const from: unknown = snapshot.get('status');
      if (!isReportStatus(from) || !REPORT_TRANSITIONS[from].includes(status)) {
        throw new HttpsError(
          'failed-precondition',
          `A ${String(from)} report cannot be marked as ${status}.`,
          { from: typeof from === 'string' ? from : null, to: status },
        );
      }
      tx.update(ref, { status, updated_at: FieldValue.serverTimestamp() });
      appendAudit(
        {
          actor,
          action: 'report.status',
          target: `listing_reports/${reportId}`,
          before: { status: from },
          after: { status, listing_title: String(snapshot.get('listing_title') ?? '') },
        },
        tx,
      );
      return { status };
    });
  },
);
