import { z } from './z';
import { LIMITS } from './constants';
import type { PaymentStatus, SubmissionStatus } from './statuses';

/**
 * Contracts of the brand functions (createSubmission, mySubmissions, createCheckoutSession,
 * createSubscriptionCheckout), shared by the storefront and the functions.
 */

/** createSubmission answer; a decoy submission gets a made-up id that was never stored. */
export interface CreateSubmissionResult {
  id: string;
}

/** POST createCheckoutSession body (spec §7: JSON {submissionId}). */
export const checkoutSessionRequestSchema = z.strictObject({
  submissionId: z
    .string({ error: 'Submission id is required' })
    .trim()
    .min(1, 'Submission id is required')
    .max(128, 'Submission id is invalid')
    .regex(/^[A-Za-z0-9_-]+$/, 'Submission id is invalid'),
});
export type CheckoutSessionRequest = z.input<typeof checkoutSessionRequestSchema>;

/** POST createSubscriptionCheckout body (spec §7). Which ids and URLs are allowed is the server's. */
export const subscriptionCheckoutRequestSchema = z.strictObject({
  price_id: z.string({ error: 'price_id is required' }).trim().min(1).max(255),
  success_url: z.string({ error: 'success_url is required' }).trim().min(1).max(LIMITS.url),
  cancel_url: z.string({ error: 'cancel_url is required' }).trim().min(1).max(LIMITS.url),
  mode: z.literal('subscription', { error: "mode must be 'subscription'" }),
});
export type SubscriptionCheckoutRequest = z.input<typeof subscriptionCheckoutRequestSchema>;

/** Both HTTP checkout functions answer `{url}` on success and `{error}` otherwise. */
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
}
export interface MyListingsResult {
  listings: MyListingRow[];
}

/** Plan view subscriptions/{uid} as stored by the webhook (docs/data-model.md). */
export interface StoredSubscriptionView {
  subscription_status: string;
  price_id: string;
  current_period_end: number;
  cancel_at_period_end: boolean;
  subscription_id: string;
}
