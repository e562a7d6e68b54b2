import { logger } from 'firebase-functions';
import {
  BRAND_COPY,
  COPY,
  LISTING_FEE_CENTS,
  checkoutSessionRequestSchema,
  type CheckoutResponse,
} from '@swagdrop/shared-ui/model';
import { config } from '../config';
import { db } from '../lib/admin';
import { stripe } from './client';
import { HttpError, jsonPostEndpoint } from './http-endpoint';

export const LISTING_FEE_PRODUCT_NAME = 'SwagDrop listing fee';

/**
 * The $50 one-time listing fee for a stored, unpaid, pending submission (decisions.md). The
 * webhook — not this function or the browser — marks the submission paid. An id that was never
 * stored (a decoy's made-up id, a typo) gets no session.
 */
export const createCheckoutSession = jsonPostEndpoint<CheckoutResponse>(
  { fallbackError: COPY.paymentSessionFailed },
  async (body) => {
    const parsed = checkoutSessionRequestSchema.safeParse(body);
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid');
    const { submissionId } = parsed.data;

    const snap = await db.collection('submissions').doc(submissionId).get();
    if (!snap.exists) throw new HttpError(404, BRAND_COPY.submissionNotFound);
    if (snap.get('payment_status') === 'paid') {
      throw new HttpError(409, BRAND_COPY.submissionAlreadyPaid);
    }
    if (snap.get('status') !== 'pending') throw new HttpError(409, BRAND_COPY.submissionNotPending);

    const site = config.storefrontUrl.replace(/\/$/, '');
    const userId = (snap.get('user_id') as string | null | undefined) ?? null;
    const metadata = {
      submission_id: submissionId,
      kind: 'listing_fee',
      ...(userId ? { firebase_uid: userId } : {}),
    };
    try {
      const { checkout } = await stripe();
      const session = await checkout.sessions.create({
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
        customer_email: String(snap.get('contact_email')),
        success_url: `${site}/submit?success=true`,
        cancel_url: `${site}/submit?canceled=true`,
      });
      if (!session.url) throw new Error(`Checkout session ${session.id} has no URL`);
      return { url: session.url };
    } catch (error) {
      logger.error('createCheckoutSession: Stripe refused the session', error);
      throw new HttpError(502, COPY.paymentSessionFailed);
    }
  },
);
