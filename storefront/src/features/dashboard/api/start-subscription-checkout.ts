import { useMutation } from '@tanstack/react-query';
import { COPY, subscriptionCheckoutRequestSchema } from '@swagdrop/model';
import { getRuntimeConfig } from '@swagdrop/firebase-web/runtime-config';
import { stripeSessionUrl } from './stripe-session-url';

/**
 * Subscription checkout (docs/product-rules.md#plans): POST {price_id, success_url (/success),
 * cancel_url (/dashboard), mode} to createSubscriptionCheckout; resolves to the Checkout URL.
 * Errors carry the spec's texts: the server's `error`, else 'Failed to create checkout
 * session'; unreachable → 'Failed to start checkout'.
 */
function startSubscriptionCheckout(priceId: string): Promise<string> {
  const site = getRuntimeConfig().storefrontUrl.replace(/\/$/, '');
  const body = subscriptionCheckoutRequestSchema.parse({
    price_id: priceId,
    success_url: `${site}/success`,
    cancel_url: `${site}/dashboard`,
    mode: 'subscription',
  });
  return stripeSessionUrl('createSubscriptionCheckout', body, {
    refused: COPY.failedToCreateCheckout,
    unreachable: COPY.failedToStartCheckout,
  });
}

/** Which plan (price id) is starting checkout, until the browser has left for Checkout. */
export function useStartSubscriptionCheckout() {
  const mutation = useMutation({
    mutationFn: async (priceId: string) =>
      window.location.assign(await startSubscriptionCheckout(priceId)),
  });
  const leaving = mutation.isPending || mutation.isSuccess;
  return {
    start: (priceId: string) => mutation.mutateAsync(priceId),
    pendingPriceId: leaving ? (mutation.variables ?? null) : null,
  };
}
