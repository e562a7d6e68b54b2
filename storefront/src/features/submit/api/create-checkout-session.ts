import { appCheckHeaders } from '@swagdrop/firebase-web';
import { COPY, isSafeHttpUrl, type CheckoutResponse } from '@swagdrop/model';
import { getRuntimeConfig } from '@swagdrop/firebase-web/runtime-config';

/**
 * Submission checkout (docs/product-rules.md#submissions): POST {submissionId} to the
 * createCheckoutSession function and return the hosted payment page's URL. Any failure is 'Failed
 * to create payment session'.
 */
export async function createCheckoutSession(submissionId: string): Promise<string> {
  const { functionsBaseUrl } = getRuntimeConfig();
  // Loaded here, not with the page: /submit's boot does not evaluate zod (see create-submission).
  const { checkoutSessionRequestSchema } = await import('@swagdrop/model/brand-requests');
  const body = checkoutSessionRequestSchema.parse({ submissionId });
  let url: unknown;
  try {
    const response = await fetch(`${functionsBaseUrl}/createCheckoutSession`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(await appCheckHeaders()) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    url = ((await response.json()) as Partial<CheckoutResponse>).url;
  } catch (error) {
    console.error(error);
    throw new Error(COPY.paymentSessionFailed, { cause: error });
  }
  if (typeof url !== 'string' || !isSafeHttpUrl(url)) throw new Error(COPY.paymentSessionFailed);
  return url;
}
