import { z, type MailTemplateId } from '@swagdrop/model';

/**
 * The data each email template needs (README "Email"): plain values and site paths, never whole
 * URLs, so the sender builds every link from the deployment's configured site URLs. A change
 * that causes a mail writes a `mail/{key}` document in the same transaction (outbox.ts); the
 * `sendQueuedMail` trigger renders it with the template of the same name and sends it.
 */

/** Longest title, name, slug or token a mail carries; writers clip to it (moderator-digest.ts). */
export const MAIL_TEXT_MAX = 200;
/** Longest short label a mail carries: a plan name, a first name, a report reason. */
export const MAIL_LABEL_MAX = 100;
/** Most items a mail lists. */
export const MAIL_LIST_MAX = 50;

const text = z.string().trim().min(1).max(MAIL_TEXT_MAX);
const label = z.string().trim().min(1).max(MAIL_LABEL_MAX);
const money = { amount_cents: z.number().int().nonnegative(), currency: z.string().length(3) };
/** ISO 8601 instant, e.g. "2026-11-26T10:00:00.000Z"; templates format it for people. */
const instant = z.iso.datetime();

const listingSummary = z.object({
  title: text,
  brand_name: text,
  slug: text,
});

export const MAIL_DATA_SCHEMAS = {
  // Brand
  submission_receipt: z.object({
    submission_title: text,
    brand_name: text,
    ...money,
    paid_at: instant,
    /** Made while signed in: the mail leads to the brand's dashboard, otherwise to /swag. */
    has_account: z.boolean(),
  }),
  submission_approved: z.object({ submission_title: text, listing_slug: text }),
  submission_rejected: z.object({
    submission_title: text,
    reason: z.string().max(1000).nullable(),
    /** Set when the moderator refunded the listing fee with the rejection. */
    refund: z.object(money).nullish(),
  }),
  plan_started: z.object({ plan_name: label, ...money, period_end: instant }),
  plan_renewed: z.object({ plan_name: label, ...money, period_end: instant }),
  plan_payment_failed: z.object({ plan_name: label, ...money }),
  plan_ending: z.object({ plan_name: label, ends_at: instant }),
  listing_expiring: z.object({
    listing_title: text,
    listing_slug: text,
    expires_at: instant,
  }),
  listing_expired: z.object({ listing_title: text, expired_at: instant }),
  /** A refund or dispute reported by Stripe; `what` is the listing fee's title or the plan. */
  payment_returned: z.object({
    kind: z.enum(['refunded', 'partially_refunded', 'disputed', 'dispute_won', 'dispute_lost']),
    what: text,
    ...money,
    /** The plan was canceled at once / the listing left the directory because of it. */
    plan_canceled: z.boolean(),
    listing_ended: z.boolean(),
  }),
  listing_low_stock: z.object({
    listing_title: text,
    listing_slug: text,
    left: z.number().int().nonnegative(),
    quantity: z.number().int().positive(),
  }),
  listing_all_claimed: z.object({
    listing_title: text,
    listing_slug: text,
    quantity: z.number().int().positive(),
  }),
  // Visitor
  // Mail anyone can trigger carries only our words: no field here holds visitor-typed text.
  claim_confirmation: z.object({
    listing_title: text,
    brand_name: text,
    listing_slug: text,
    /** The brand's claim page as stored on the listing (already checked http/https), or null. */
    claim_url: z.string().max(2048).nullable(),
  }),
  newsletter_confirm: z.object({ confirm_token: text }),
  weekly_digest: z.object({
    listings: z.array(listingSummary).min(1).max(MAIL_LIST_MAX),
    unsubscribe_token: text,
  }),
  // Moderators
  moderator_digest: z.object({
    pending_submissions: z.array(z.object({ title: text, brand_name: text })).max(MAIL_LIST_MAX),
    pending_submissions_total: z.number().int().nonnegative(),
    pending_reports: z.array(z.object({ listing_title: text, reason: label })).max(MAIL_LIST_MAX),
    pending_reports_total: z.number().int().nonnegative(),
    /** Disputes the bank has not decided yet (payments in state `disputed`). */
    open_disputes: z
      .array(z.object({ what: text, ...money }))
      .max(MAIL_LIST_MAX)
      .default([]),
  }),
} as const satisfies Record<MailTemplateId, z.ZodType>;

export type MailData<T extends MailTemplateId> = z.infer<(typeof MAIL_DATA_SCHEMAS)[T]>;

/** A mail to queue: the key is its idempotency key and document id (no '/'). */
export interface MailRequest<T extends MailTemplateId = MailTemplateId> {
  key: string;
  to: string;
  template: T;
  data: MailData<T>;
}

/** `template:part:part`, safe as a Firestore document id. */
export function mailKey(template: MailTemplateId, ...parts: (string | number)[]): string {
  return [template, ...parts.map((part) => String(part).replace(/\//g, '_'))].join(':');
}
