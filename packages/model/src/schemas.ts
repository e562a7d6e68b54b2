import { z } from './z';
import { CATEGORY_VALUES } from './categories';
import { DECOY_FIELD, LIMITS } from './constants';
import { REPORT_REASON_VALUES, DEFAULT_REPORT_REASON } from './reasons';
import { TARGET_SCOPES, type PaymentStatus, type SubmissionStatus } from './statuses';
import { emailField, hasForbiddenChars, optionalText, requiredText, TEXT_ERRORS } from './text';
import { isSafeHttpUrl } from './url';
import { quantityField } from './stock';

export const URL_ERRORS = {
  required: 'Please enter a valid URL',
  scheme: 'URL must start with http:// or https://',
} as const;

export const LOCATION_REQUIRED = 'Please enter a location for local targeting';

function httpUrl(label: string) {
  return (
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(LIMITS.url, `${label} must be at most ${LIMITS.url} characters`)
      .refine(isSafeHttpUrl, URL_ERRORS.scheme)
      // The URL parser silently drops tabs/newlines and escapes other controls, so a stored
      // value could carry a null byte, a header-splitting CRLF or a bidi override past it.
      .refine((v) => !hasForbiddenChars(v, false), TEXT_ERRORS.invalidCharacters)
  );
}

const category = z.enum(CATEGORY_VALUES, { error: 'Please choose a category' });
const targetScope = z.enum(TARGET_SCOPES, { error: 'Please choose nationwide or local' });
const decoy = z.string().max(LIMITS.url).optional();

/** Shared targeting rule: local needs a location; nationwide always stores null. */
function withTargeting<
  T extends { target_scope: 'nationwide' | 'local'; target_location: string | null },
>(value: T, ctx: z.RefinementCtx): T {
  if (value.target_scope === 'local' && !value.target_location) {
    ctx.addIssue({ code: 'custom', path: ['target_location'], message: LOCATION_REQUIRED });
  }
  return value.target_scope === 'nationwide' ? { ...value, target_location: null } : value;
}

const listingFields = {
  title: requiredText('Title', LIMITS.title),
  description: requiredText('Description', LIMITS.description, true),
  image_url: httpUrl('Image URL'),
  brand_name: requiredText('Brand name', LIMITS.brandName),
  category,
  coupon_code: optionalText('Coupon code', LIMITS.couponCode),
  free_shipping: z.boolean({ error: 'Free shipping must be true or false' }),
  target_scope: targetScope,
  target_location: optionalText('Location', LIMITS.location),
  /** How many people can claim it; null = no limit (stock.ts). */
  quantity: quantityField(),
};

/**
 * swag_listings (docs/product-rules.md#listings) as written by the admin form; slug and created_at
 * are derived.
 */
export const listingInputSchema = z
  .strictObject({
    ...listingFields,
    external_claim_url: httpUrl('Claim URL'),
    is_featured: z.boolean({ error: 'Featured must be true or false' }),
  })
  .transform(withTargeting);

/** submissions (docs/product-rules.md#submissions) as sent by the public /submit form. */
export const submissionInputSchema = z
  .strictObject({
    ...listingFields,
    external_url: httpUrl('Claim URL'),
    contact_email: emailField('Contact email'),
    [DECOY_FIELD]: decoy,
  })
  .transform(withTargeting);
export type SubmissionInput = z.output<typeof submissionInputSchema>;

/** claims (docs/product-rules.md#claims): agreed_to_terms must be exactly true. */
export const claimInputSchema = z.strictObject({
  first_name: requiredText('First name', LIMITS.firstName),
  email: emailField(),
  listing_id: requiredText('Listing', 128),
  agreed_to_terms: z.literal(true, { error: 'You must agree to the terms' }),
  [DECOY_FIELD]: decoy,
});
export type ClaimInput = z.output<typeof claimInputSchema>;

/**
 * listing_reports (docs/product-rules.md#reports). The reporter identity is decided by the server,
 * not sent.
 */
export const reportInputSchema = z.strictObject({
  listing_id: requiredText('Listing', 128),
  reason: z
    .enum(REPORT_REASON_VALUES, { error: 'Please choose a reason' })
    .default(DEFAULT_REPORT_REASON),
  message: optionalText('Details', LIMITS.reportMessage, true),
  reporter_email: emailField().nullish(),
});
export type ReportInput = z.output<typeof reportInputSchema>;

/** waitlist entry (docs/product-rules.md#newsletter): email only. */
export const waitlistInputSchema = z.strictObject({ email: emailField() });
export type WaitlistInput = z.output<typeof waitlistInputSchema>;

/**
 * A newsletter link's token (confirm or unsubscribe): 32 random bytes, base64url (43 characters),
 * made by functions/src/newsletter/tokens.ts. Anything else is rejected before a lookup.
 */
export const NEWSLETTER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const newsletterConfirmInputSchema = z.strictObject({
  token: z.string().regex(NEWSLETTER_TOKEN_PATTERN, 'Invalid confirmation link'),
});
export type ConfirmNewsletterResult = { status: 'confirmed' };

/** User subscription view (docs/product-rules.md#plans), written only by the Stripe webhook. */
export const subscriptionViewSchema = z.object({
  subscription_status: z.string(),
  price_id: z.string(),
  current_period_end: z.number().int(),
  cancel_at_period_end: z.boolean(),
  /** Epoch seconds of a set cancellation date (Stripe `cancel_at`), if any. */
  cancel_at: z.number().int().nullish(),
});
export type SubscriptionView = z.output<typeof subscriptionViewSchema>;

/** A submission as the storefront and the mail copy read it (timestamps as Dates). */
export interface Submission extends Omit<SubmissionInput, typeof DECOY_FIELD> {
  id: string;
  status: SubmissionStatus;
  payment_status: PaymentStatus;
  user_id: string | null;
  listing_id?: string | null;
  /** Set by the image pipeline when the upload was not a real image (image_url is then ''). */
  image_rejected?: boolean;
  created_at: Date;
}

export interface Claim {
  id: string;
  first_name: string;
  email: string;
  listing_id: string;
  agreed_to_terms: true;
  created_at: Date;
  /** Joined for admins, copied onto the claim when it is written. */
  listing_title: string | null;
  brand_name: string | null;
}
