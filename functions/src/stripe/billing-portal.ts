import { BRAND_COPY, type CheckoutResponse } from '@swagdrop/model';
import { STRIPE_SECRET_KEY, requireStorefrontUrl, stripeApiSettings } from '../config';
import { db } from '../lib/admin';
import { stripe } from './client';
import { HttpError, jsonPostEndpoint } from './http-endpoint';
import { logStripeRefused } from './log';
import { verifiedUser } from './verified-user';

/**
 * POST createBillingPortalSession (bearer Firebase ID token, body `{}`): a Stripe customer
 * portal session for the caller's own Stripe customer (customers/{uid}), returning to the
 * dashboard. The browser is sent to `{url}`; there the brand cancels at period end or updates
 * the card, and the webhook brings the change back to the plan view.
 */
export const createBillingPortalSession = jsonPostEndpoint<CheckoutResponse>(
  {
    name: 'createBillingPortalSession',
    fallbackError: BRAND_COPY.billingPortalFailed,
    secrets: [STRIPE_SECRET_KEY],
    requireSettings: stripeApiSettings,
  },
  async (_body, req) => {
    const user = await verifiedUser(req);
    const customer = (await db.collection('customers').doc(user.uid).get()).get(
      'stripe_customer_id',
    ) as string | undefined;
    if (!customer) throw new HttpError(404, BRAND_COPY.noBillingAccount);
    const { billingPortal } = await stripe();
    const session = await billingPortal.sessions
      .create({ customer, return_url: `${requireStorefrontUrl()}/dashboard` })
      .catch((error: unknown) => {
        logStripeRefused('createBillingPortalSession', error);
        throw new HttpError(502, BRAND_COPY.billingPortalFailed);
      });
    return { url: session.url };
  },
);
