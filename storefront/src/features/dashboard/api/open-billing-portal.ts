import { useMutation } from '@tanstack/react-query';
import {
  BRAND_COPY,
  COPY,
  isSafeHttpUrl,
  type CheckoutResponse,
  type HttpErrorBody,
} from '@swagdrop/model';
import { appCheckHeaders, getAuthClient } from '@swagdrop/firebase-web';
import { getRuntimeConfig } from '@swagdrop/firebase-web/runtime-config';

/**
 * POST createBillingPortalSession with the user's ID token as bearer; resolves to the Stripe
 * customer portal URL of the user's own Stripe customer. Errors carry the text to show.
 */
export async function createBillingPortalSession(): Promise<string> {
  const user = (await getAuthClient()).currentUser;
  if (!user) throw new Error(COPY.pleaseLogIn);
  const token = await user.getIdToken();
  const { functionsBaseUrl } = getRuntimeConfig();
  let response: Response;
  try {
    response = await fetch(`${functionsBaseUrl}/createBillingPortalSession`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        ...(await appCheckHeaders()),
      },
      body: '{}',
    });
  } catch (error) {
    console.error(error);
    throw new Error(BRAND_COPY.billingPortalFailed, { cause: error });
  }
  const payload = (await response.json().catch(() => ({}))) as Partial<
    CheckoutResponse & HttpErrorBody
  >;
  if (!response.ok) throw new Error(payload.error || BRAND_COPY.billingPortalFailed);
  if (typeof payload.url !== 'string' || !isSafeHttpUrl(payload.url)) {
    throw new Error(BRAND_COPY.billingPortalFailed);
  }
  return payload.url;
}

/** Sends the browser to the customer portal; `opening` from the click until the page leaves. */
export function useOpenBillingPortal() {
  const mutation = useMutation({
    mutationFn: async () => window.location.assign(await createBillingPortalSession()),
  });
  return {
    open: () => mutation.mutateAsync(),
    opening: mutation.isPending || mutation.isSuccess,
  };
}
