/**
 * The product's emails (README "Email"): each template's data schema and rendering live in the
 * functions (functions/src/mail); the admin console's email log shows ids and statuses.
 */
export const MAIL_TEMPLATE_IDS = [
  'submission_receipt',
  'submission_approved',
  'submission_rejected',
  'plan_started',
  'plan_renewed',
  'plan_payment_failed',
  'plan_ending',
  'listing_expiring',
  'listing_expired',
  'payment_returned',
  'listing_low_stock',
  'listing_all_claimed',
  'claim_confirmation',
  'newsletter_confirm',
  'weekly_digest',
  'moderator_digest',
] as const;
export type MailTemplateId = (typeof MAIL_TEMPLATE_IDS)[number];

/**
 * queued → sending → delivered; a failed attempt → failed (with the error and, for a transient
 * failure, `next_attempt_at`); the retry schedule or a moderator's resend puts it back to queued.
 * A newsletter mail whose address unsubscribed before it went out ends as unsubscribed.
 */
export const MAIL_STATUSES = ['queued', 'sending', 'delivered', 'failed', 'unsubscribed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
