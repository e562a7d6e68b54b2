import type Stripe from 'stripe';

/** subscriptions/{uid} as the webhook writes it (docs/data-model.md), plus the ordering key. */
export interface SubscriptionViewDoc {
  subscription_status: string;
  price_id: string;
  /** Epoch seconds. */
  current_period_end: number;
  cancel_at_period_end: boolean;
  /** Epoch seconds of a set cancellation date (the customer portal may set one), or null. */
  cancel_at: number | null;
  subscription_id: string;
  /** Epoch seconds the subscription was created; decides between two subscriptions of a user. */
  subscription_created: number;
}

/** Statuses in which the brand still has (or is about to keep) the plan. */
const LIVE = new Set(['active', 'trialing', 'past_due']);

/**
 * The view from Stripe's current subscription object. In this API version the period lives on
 * the subscription items; the top-level field is read only as a fallback.
 */
export function viewFromSubscription(sub: Stripe.Subscription): SubscriptionViewDoc {
  const item = sub.items.data[0];
  const legacy = (sub as unknown as { current_period_end?: number }).current_period_end;
  return {
    subscription_status: sub.status,
    price_id: item?.price.id ?? '',
    current_period_end: item?.current_period_end ?? legacy ?? 0,
    cancel_at_period_end: sub.cancel_at_period_end,
    cancel_at: sub.cancel_at ?? null,
    subscription_id: sub.id,
    subscription_created: sub.created,
  };
}

/**
 * Whether a freshly read subscription may replace the stored view. The same subscription always
 * replaces it (the read is Stripe's current truth, so order of delivery does not matter). A
 * different subscription of the same user replaces it only if it is live and the stored one is
 * not, or if both are equally live and it is strictly newer — so an old plan's late events cannot
 * hide the plan the brand just bought.
 */
export function shouldReplaceView(
  current: Partial<SubscriptionViewDoc> | undefined,
  incoming: SubscriptionViewDoc,
): boolean {
  if (!current?.subscription_id || current.subscription_id === incoming.subscription_id) {
    return true;
  }
  const currentLive = LIVE.has(current.subscription_status ?? '');
  const incomingLive = LIVE.has(incoming.subscription_status);
  if (currentLive !== incomingLive) return incomingLive;
  // A tie keeps the stored one, so two plans bought in the same second cannot flip-flop.
  return incoming.subscription_created > (current.subscription_created ?? 0);
}
