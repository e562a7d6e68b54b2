import { z } from './z';
import { LIMITS } from './constants';
import type { PlanCatalogue } from './plans';
import { submissionInputSchema } from './schemas';
import { stockAmountField } from './stock';
import { documentIdField } from './admin-requests';
import type { PaymentStatus, SubmissionStatus } from './statuses';

/**
 * Contracts of the brand functions (createSubmission, mySubmissions, createCheckoutSession,
 * createSubscriptionCheckout, planCatalogue, createBillingPortalSession), shared by the storefront and the functions.
 */

/**
 * createSubmission / updateSubmission answer. `draft_token` lets the browser that created the
 * submission change it while it is unpaid (the server keeps only its hash). `next_url` is null
 * when the next step is the listing-fee checkout (createCheckoutSession with `id`), else the
 * page to go to. A filled decoy gets the same shape: a made-up id and token that were never
 * stored, and the success page as the next step.
 */
export interface CreateSubmissionResult {
  id: string;
  draft_token: string;
  next_url: string | null;
  /** The stored image: the public copy of the uploaded one (the browser keeps this URL). */
  image_url: string;
}

/** The draft token: 43 base64url characters (32 random bytes). */
export const DRAFT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** updateSubmission body: which unpaid submission, the proof of who made it, its new fields. */
export const submissionUpdateRequestSchema = z.strictObject({
  id: z
    .string({ error: 'Submission id is required' })
    .regex(/^[A-Za-z0-9_-]{1,128}$/, 'Submission id is invalid'),
  draft_token: z
    .string({ error: 'Draft token is required' })
    .regex(DRAFT_TOKEN_PATTERN, 'Draft token is invalid'),
  submission: submissionInputSchema,
});

/** POST createCheckoutSession body (docs/product-rules.md#submissions: JSON {submissionId}). */
export const checkoutSessionRequestSchema = z.strictObject({
  submissionId: z
    .string({ error: 'Submission id is required' })
    .trim()
    .min(1, 'Submission id is required')
    .max(128, 'Submission id is invalid')
    .regex(/^[A-Za-z0-9_-]+$/, 'Submission id is invalid'),
});

/**
 * POST createSubscriptionCheckout body (docs/product-rules.md#plans). Which ids and URLs are
 * allowed is the server's.
 */
export const subscriptionCheckoutRequestSchema = z.strictObject({
  price_id: z.string({ error: 'price_id is required' }).trim().min(1).max(255),
  success_url: z.string({ error: 'success_url is required' }).trim().min(1).max(LIMITS.url),
  cancel_url: z.string({ error: 'cancel_url is required' }).trim().min(1).max(LIMITS.url),
  mode: z.literal('subscription', { error: "mode must be 'subscription'" }),
});
export type SubscriptionCheckoutRequest = z.input<typeof subscriptionCheckoutRequestSchema>;

/** GET planCatalogue answer, checked by the storefront before it offers a plan. */
export const planCatalogueSchema = z.object({
  plans: z.array(
    z.object({ key: z.enum(['listing', 'featured']), price_id: z.string().trim().min(1) }),
  ),
}) satisfies z.ZodType<PlanCatalogue>;

/** Both HTTP checkout functions (and createBillingPortalSession) answer `{url}` on success and `{error}` otherwise. */
export interface CheckoutResponse {
  url: string;
}
export interface HttpErrorBody {
  error: string;
}

/** One row of the brand dashboard's "My submissions" (mySubmissions callable). */
export interface MySubmissionRow {
  id: string;
  title: string;
  brand_name: string;
  status: SubmissionStatus;
  payment_status: PaymentStatus;
  /** Epoch milliseconds; null while the server timestamp is pending. */
  created_at: number | null;
  listing_id: string | null;
  listing_slug: string | null;
  /** Claims on the published listing; null until the submission is approved. */
  claims_count: number | null;
}
export interface MySubmissionsResult {
  submissions: MySubmissionRow[];
}

/** One row of the brand dashboard's "Your listings" (myListings callable). */
export interface MyListingRow {
  id: string;
  title: string;
  slug: string;
  /** Epoch milliseconds the listing's term ends; null = no end. */
  expires_at: number | null;
  /** isListingLive at the time the server answered. */
  live: boolean;
  /** Featured by the brand's Featured plan. */
  plan_featured: boolean;
  /** How many people can claim it; null = no limit. */
  quantity: number | null;
  /** Claims stored on the listing. */
  claimed: number;
  /** What is left (the sum of its stock shards); null = no limit. */
  left: number | null;
  /** Nothing left: the listing is out of the directory until stock is added. */
  all_claimed: boolean;
}
export interface MyListingsResult {
  listings: MyListingRow[];
}

/** addListingStock: the owner adds `amount` to what is left (what is left stays ≤ 100,000). */
export const addListingStockRequestSchema = z.strictObject({
  listingId: documentIdField('Listing id'),
  amount: stockAmountField(),
});
export type AddListingStockRequest = z.input<typeof addListingStockRequestSchema>;
export interface AddListingStockResult {
  left: number;
  quantity: number;
}

/** closeMyListing: the owner ends the listing now, exactly like an ended term. */
export const closeMyListingRequestSchema = z.strictObject({
  listingId: documentIdField('Listing id'),
});
export type CloseMyListingRequest = z.input<typeof closeMyListingRequestSchema>;
export interface CloseMyListingResult {
  ok: true;
}
