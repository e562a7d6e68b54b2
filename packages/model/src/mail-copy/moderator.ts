import type { MailStatus, MailTemplateId } from '../mail';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Texts of the moderator emails (functions/src/mail/templates/moderator.tsx) and of the admin
 * console's Email log (admin-console/src/features/emails).
 */
export const MAIL_MODERATOR_COPY = {
  digest: {
    subject: (submissions: number, reports: number) =>
      `Moderation digest: ${plural(submissions, 'submission', 'submissions')} and ${plural(reports, 'report', 'reports')} waiting`,
    heading: 'Waiting for a moderator',
    intro: 'Here is what is waiting in the SwagDrop admin console today.',
    submissionsHeading: (total: number) => `Paid submissions to review: ${total}`,
    reportsHeading: (total: number) => `Pending listing reports: ${total}`,
    submissionLine: (title: string, brand: string) => `${title} by ${brand}`,
    reportLine: (listingTitle: string, reason: string) => `${listingTitle}: ${reason}`,
    noneWaiting: 'Nothing waiting.',
    moreNotShown: (more: number) => `and ${more} more`,
    reviewSubmissions: 'Review submissions',
    reviewReports: 'Review reports',
    disputesHeading: (total: number) => `Open payment disputes: ${total}`,
    disputeLine: (what: string, amount: string) => `${what}: ${amount} disputed`,
    openConsole: 'Open the admin console',
    why: 'You receive this daily digest because you are a SwagDrop moderator.',
    /** A report whose listing copy has no title (a listing deleted before the copy existed). */
    unknownListing: 'Unknown listing',
  },
  log: {
    title: 'Email log',
    subtitle: 'Recent emails, newest first. A failed one can be sent again.',
    navLabel: 'Email log',
    gridLabel: 'Emails',
    filterAll: 'All',
    columns: {
      time: 'Time',
      to: 'Recipient',
      template: 'Email type',
      subject: 'Subject',
      status: 'Status',
      attempts: 'Attempts',
      lastError: 'Last error',
      actions: 'Actions',
    },
    empty: 'No emails yet.',
    emptyFiltered: (status: string) => `No ${status} emails.`,
    loadFailed: 'Emails could not be loaded. Press Refresh to try again.',
    refresh: 'Refresh',
    loadMore: 'Load more',
    loadingMore: 'Loading...',
    shown: (n: number) => `${plural(n, 'email', 'emails')} shown`,
    resend: 'Resend',
    resendLabel: (to: string) => `Resend the email to ${to}`,
    resendTitle: 'Resend this email?',
    resendMessage:
      'It goes back to the queue and is sent again to the same recipient with the same content.',
    resendConfirm: 'Resend',
    resending: 'Resending...',
    resent: 'Email queued to be sent again',
    resendFailed: 'Failed to resend email',
    noError: '—',
  },
  /** The email log's human name of each email. */
  templateLabels: {
    submission_receipt: 'Submission receipt',
    submission_approved: 'Submission approved',
    submission_rejected: 'Submission rejected',
    plan_started: 'Plan started',
    plan_renewed: 'Plan renewed',
    plan_payment_failed: 'Plan payment failed',
    plan_ending: 'Plan ending',
    listing_expiring: 'Listing expires soon',
    listing_expired: 'Listing expired',
    payment_returned: 'Payment refunded or disputed',
    listing_low_stock: 'Listing stock low',
    listing_all_claimed: 'Listing all claimed',
    claim_confirmation: 'Claim confirmation',
    newsletter_confirm: 'Newsletter confirmation',
    weekly_digest: 'Weekly digest',
    moderator_digest: 'Moderator digest',
  } satisfies Record<MailTemplateId, string>,
  statusLabels: {
    queued: 'Queued',
    sending: 'Sending',
    delivered: 'Delivered',
    failed: 'Failed',
    unsubscribed: 'Unsubscribed',
  } satisfies Record<MailStatus, string>,
} as const;

/** A stored template id's label; one added later is shown raw rather than hidden. */
export function mailTemplateLabel(template: string): string {
  const labels: Record<string, string> = MAIL_MODERATOR_COPY.templateLabels;
  return labels[template] ?? template;
}
