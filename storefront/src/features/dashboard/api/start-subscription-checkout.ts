import { useMutation } from '@tanstack/react-query';
import {
  COPY,
  isSafeHttpUrl,
  subscriptionCheckoutRequestSchema,
  type CheckoutResponse,
  type HttpErrorBody,
  type SubscriptionCheckoutRequest,
} from '@swagdrop/model';
import { getAuthClient, appCheckHeaders } from '@swagdrop/firebase-web';
import { getRuntimeConfig } from '@swagdrop/firebase-web/runtime-config';

/**
 * Subscription checkout (docs/product-rules.md#plans): POST {price_id, success_url (/success),
 * cancel_url (/dashboard), mode} with the user's ID token as bearer; resolves to the Checkout URL.
 * Errors carry the spec's texts: no session → 'Please log in to continue'; the server's `error`,
 * else 'Failed to create checkout session'; unreachable → 'Failed to start checkout'.
 */
async function startSubscriptionCheckout(priceId: string): Promise<string> {
  const user = (await getAuthClient()).currentUser;
  if (!user) throw new Error(COPY.pleaseLogIn);
  const token = await user.getIdToken();
  const { functionsBaseUrl, storefrontUrl } = getRuntimeConfig();
  const site = storefrontUrl.replace(/\/$/, '');
  const body: SubscriptionCheckoutRequest = subscriptionCheckoutRequestSchema.parse({
    price_id: priceId,
    success_url: `${site}/success`,
    cancel_url: `${site}/dashboard`,
    mode: 'subscription',
  });
  let response: Response;
  try {
    response = await fetch(`${functionsBaseUrl}/createSubscriptionCheckout`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        ...(await appCheckHeaders()),
      },
      body: JSON.stringify(body),
    });
  } catch (error) {
    console.error(error);
    throw new Error(COPY.failedToStartCheckout, { cause: error });
  }
  const payload = (await response.json().catch(() => ({}))) as Partial<
    CheckoutResponse & HttpErrorBody
  >;
  if (!response.ok) {
    throw new Error(
      typeof payload.error === 'string' && payload.error
        ? payload.error
        : COPY.failedToCreateCheckout,
    );
  }
  if (typeof payload.url !== 'string' || !isSafeHttpUrl(payload.url)) {
    throw new Error(COPY.failedToStartCheckout);
  }
  return payload.url;
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
