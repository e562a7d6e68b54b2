import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore, Query } from 'firebase-admin/firestore';
import {
  MAIL_MODERATOR_COPY,
  REVIEWABLE_PAYMENT_STATUS,
  adminReasonLabel,
  hasAdminPower,
} from '@swagdrop/model';
import { MAIL_LABEL_MAX, MAIL_LIST_MAX, MAIL_TEXT_MAX, mailKey, type MailData } from './data';
import { queueMail } from './outbox';

type DigestData = MailData<'moderator_digest'>;

export interface ModeratorDigestResult {
  pendingSubmissions: number;
  pendingReports: number;
  /** Mails queued by this run (0 when nothing is pending or it ran before today). */
  queued: number;
}

/** A title or name clipped to what the mail data allows (data.ts); the lists hold at most
 * MAIL_LIST_MAX items of each kind, and the totals count them all. */
const clip = (value: unknown, fallback: string) => {
  const text = typeof value === 'string' ? value.trim() : '';
  return (text || fallback).slice(0, MAIL_TEXT_MAX);
};

/** The review queue's Pending view (admin console): pending submissions that are paid. */
function pendingPaidSubmissions(db: Firestore): Query {
  return db
    .collection('submissions')
    .where('status', '==', 'pending')
    .where('payment_status', '==', REVIEWABLE_PAYMENT_STATUS);
}

function pendingReports(db: Firestore): Query {
  return db.collection('listing_reports').where('status', '==', 'pending');
}

/** The totals and the newest items of each kind, as the mail's data. */
export async function moderatorDigestData(db: Firestore): Promise<DigestData> {
  const submissions = pendingPaidSubmissions(db);
  const reports = pendingReports(db);
  const [submissionsTotal, reportsTotal, submissionDocs, reportDocs, disputeDocs] =
    await Promise.all([
      submissions.count().get(),
      reports.count().get(),
      submissions.orderBy('created_at', 'desc').limit(MAIL_LIST_MAX).get(),
      reports.orderBy('created_at', 'desc').limit(MAIL_LIST_MAX).get(),
      // Payments whose dispute the bank has not decided (refunds/writes.ts keeps the state).
      db.collection('payments').where('status', '==', 'disputed').limit(MAIL_LIST_MAX).get(),
    ]);
  const { unknownListing } = MAIL_MODERATOR_COPY.digest;
  return {
    pending_submissions_total: submissionsTotal.data().count,
    pending_submissions: submissionDocs.docs.map((doc) => ({
      title: clip(doc.get('title'), doc.id),
      brand_name: clip(doc.get('brand_name'), '?'),
    })),
    pending_reports_total: reportsTotal.data().count,
    pending_reports: reportDocs.docs.map((doc) => ({
      listing_title: clip(doc.get('listing_title'), unknownListing),
      reason: adminReasonLabel(clip(doc.get('reason'), 'other')).slice(0, MAIL_LABEL_MAX),
    })),
    open_disputes: disputeDocs.docs.map((doc) => ({
      what: clip(doc.get('what'), doc.id),
      amount_cents: Number(doc.get('amount_cents') ?? 0),
      currency: String(doc.get('currency') ?? 'usd'),
    })),
  };
}

/**
 * Every account with admin power (the `admin` claim on a verified email, shared-ui
 * hasAdminPower), read page by page from Auth: moderators are not stored in Firestore.
 */
export async function moderatorAccounts(auth: Auth): Promise<UserRecord[]> {
  const moderators: UserRecord[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      const claims = { ...user.customClaims, email_verified: user.emailVerified };
      if (user.email && !user.disabled && hasAdminPower(claims)) moderators.push(user);
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return moderators;
}

/** The digest's UTC day, YYYY-MM-DD: one digest per moderator per day. */
export const digestDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The daily moderator digest (moderator-digest-schedule.ts runs it): when paid submissions or
 * reports are waiting, one mail per moderator with the totals and the newest of each. The key
 * (day + moderator uid) makes a second run on the same day queue nothing.
 */
export async function sendModeratorDigest(
  db: Firestore,
  auth: Auth,
  now: Date,
): Promise<ModeratorDigestResult> {
  const data = await moderatorDigestData(db);
  const result = {
    pendingSubmissions: data.pending_submissions_total,
    pendingReports: data.pending_reports_total,
    queued: 0,
  };
  const idle = result.pendingSubmissions === 0 && result.pendingReports === 0;
  if (idle && data.open_disputes.length === 0) return result;

  const day = digestDay(now);
  for (const moderator of await moderatorAccounts(auth)) {
    const queued = await queueMail(
      {
        key: mailKey('moderator_digest', day, moderator.uid),
        to: moderator.email ?? '',
        template: 'moderator_digest',
        data,
      },
      db,
    );
    if (queued) result.queued += 1;
  }
  return result;
}
