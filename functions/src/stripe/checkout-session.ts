import {
  BRAND_COPY,
  COPY,
  LISTING_FEE_CENTS,
  checkoutSessionRequestSchema,
  type CheckoutResponse,
} from '@swagdrop/model';
import { STRIPE_SECRET_KEY, requireStorefrontUrl, stripeApiSettings } from '../config';
import { db } from '../lib/admin';
import { stripe } from './client';
import { HttpError, jsonPostEndpoint, throttleRequest } from './http-endpoint';
import { logStripeRefused } from './log';
import { reusableSessionUrl } from './open-session';
import { recordListingFeeSession } from './writes';

export const LISTING_FEE_PRODUCT_NAME = 'SwagDrop listing fee';

/**
 * The $50 one-time listing fee for a stored, unpaid, pending submission
 * (docs/product-rules.md#submissions). The webhook — not this function or the browser — marks the
 * submission paid. An id that was never stored (a decoy's made-up id, a typo) gets no session. The
 * session is recorded (checkout_sessions/{id}) before its URL is returned: the webhook honours only
 * sessions found there, so a session made at Stripe by anyone else with the same metadata pays for
 * nothing. A session of the submission still open at Stripe is handed out again instead of a new
 * one (open-session.ts). Throttled per visitor IP (README: Throttling).
 */
export const createCheckoutSession = jsonPostEndpoint<CheckoutResponse>(
  {
    name: 'createCheckoutSession',
    fallbackError: COPY.paymentSessionFailed,
    secrets: [STRIPE_SECRET_KEY],
    requireSettings: stripeApiSettings,
  },
  async (body, req) => {
    const parsed = checkoutSessionRequestSchema.safeParse(body);
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid');
    const { submissionId } = parsed.data;
    await throttleRequest('checkout', req);

    const snap = await db.collection('submissions').doc(submissionId).get();
    if (!snap.exists) throw new HttpError(404, BRAND_COPY.submissionNotFound);
    if (snap.get('payment_status') === 'paid') {
      throw new HttpError(409, BRAND_COPY.submissionAlreadyPaid);
    }
    if (snap.get('status') !== 'pending') throw new HttpError(409, BRAND_COPY.submissionNotPending);

    const customerEmail = String(snap.get('contact_email'));
    const open = await reusableSessionUrl('createCheckoutSession', {
      kind: 'listing_fee',
      submissionId,
      customerEmail,
    });
    if (open) return { url: open };

    const site = requireStorefrontUrl();
    const userId = (snap.get('user_id') as string | null | undefined) ?? null;
    const metadata = {
      submission_id: submissionId,
      kind: 'listing_fee',
      ...(userId ? { firebase_uid: userId } : {}),
    };
    const refused = (error: unknown): never => {
      logStripeRefused('createCheckoutSession', error);
      throw new HttpError(502, COPY.paymentSessionFailed);
    };
    const { checkout } = await stripe();
    const session = await checkout.sessions
      .create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: LISTING_FEE_CENTS,
              product_data: { name: LISTING_FEE_PRODUCT_NAME },
            },
          },
        ],
        metadata,
        payment_intent_data: { metadata },
        client_reference_id: submissionId,
        customer_email: customerEmail,
        success_url: `${site}/submit?success=true`,
        cancel_url: `${site}/submit?canceled=true`,
      })
      .catch(refused);
    if (!session.url) return refused(new Error(`Checkout session ${session.id} has no URL`));
    await recordListingFeeSession({
      sessionId: session.id,
      submissionId,
      amountCents: LISTING_FEE_CENTS,
      currency: 'usd',
    });
    return { url: session.url };
  },
);
