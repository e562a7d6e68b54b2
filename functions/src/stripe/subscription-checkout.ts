import {
  BRAND_COPY,
  COPY,
  subscriptionCheckoutRequestSchema,
  type CheckoutResponse,
} from '@swagdrop/model';
import {
  STRIPE_SECRET_KEY,
  requirePlanPriceIds,
  requireStorefrontUrl,
  stripeApiSettings,
} from '../config';
import { db } from '../lib/admin';
import { stripe } from './client';
import { ensureStripeCustomer } from './customers';
import { HttpError, jsonPostEndpoint, throttleRequest } from './http-endpoint';
import { logStripeRefused } from './log';
import { reusableSessionUrl } from './open-session';
import { isOwnSiteUrl } from './origins';
import { verifiedUser } from './verified-user';
import { recordSubscriptionSession } from './writes';

/**
 * Checkout for the two 90-day plans (docs/product-rules.md#plans): only their price ids, only
 * redirect URLs on our storefront, subscription mode only, one Stripe customer per user. The plan
 * view is written later by the webhook from Stripe's subscription, never here. A session for the
 * same user and price still open at Stripe is handed out again (open-session.ts). Throttled per
 * visitor IP and per user (README: Throttling).
 */
export const createSubscriptionCheckout = jsonPostEndpoint<CheckoutResponse>(
  {
    name: 'createSubscriptionCheckout',
    fallbackError: COPY.failedToCreateCheckout,
    secrets: [STRIPE_SECRET_KEY],
    requireSettings: () => {
      stripeApiSettings();
      requirePlanPriceIds();
    },
  },
  async (body, req) => {
    // A plan is bought by a brand account that owns its address (docs/product-rules.md#plans).
    const user = await verifiedUser(req, { requireVerifiedEmail: true });
    const parsed = subscriptionCheckoutRequestSchema.safeParse(body);
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid');
    const { price_id, success_url, cancel_url } = parsed.data;

    const allowedPrices: string[] = Object.values(requirePlanPriceIds());
    if (!allowedPrices.includes(price_id)) throw new HttpError(400, BRAND_COPY.unknownPrice);
    const site = requireStorefrontUrl();
    if (!isOwnSiteUrl(success_url, site)) throw new HttpError(400, BRAND_COPY.invalidRedirect);
    if (!isOwnSiteUrl(cancel_url, site)) {
      throw new HttpError(400, BRAND_COPY.invalidRedirect);
    }
    await throttleRequest('subscriptionCheckout', req, { user: user.uid });

    // An active plan blocks re-purchase of the same plan (docs/product-rules.md#plans).
    const view = await db.collection('subscriptions').doc(user.uid).get();
    if (view.get('subscription_status') === 'active' && view.get('price_id') === price_id) {
      throw new HttpError(409, BRAND_COPY.planAlreadyActive);
    }

    const owner = { kind: 'subscription', userId: user.uid, priceId: price_id } as const;
    const open = await reusableSessionUrl('createSubscriptionCheckout', owner);
    if (open) return { url: open };

    const customer = await ensureStripeCustomer(user.uid, user.email);
    try {
      const { checkout } = await stripe();
      const session = await checkout.sessions.create({
        mode: 'subscription',
        customer,
        line_items: [{ price: price_id, quantity: 1 }],
        success_url,
        cancel_url,
        client_reference_id: user.uid,
        metadata: { firebase_uid: user.uid, kind: 'subscription' },
        subscription_data: { metadata: { firebase_uid: user.uid } },
      });
      if (!session.url) throw new Error(`Checkout session ${session.id} has no URL`);
      await recordSubscriptionSession({
        sessionId: session.id,
        userId: user.uid,
        priceId: price_id,
      });
      return { url: session.url };
    } catch (error) {
      logStripeRefused('createSubscriptionCheckout', error);
      throw new HttpError(502, COPY.failedToCreateCheckout);
    }
  },
);
