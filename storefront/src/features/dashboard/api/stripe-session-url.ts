import { COPY, isSafeHttpUrl, type CheckoutResponse, type HttpErrorBody } from '@swagdrop/model';
import { appCheckHeaders, getAuthClient } from '@swagdrop/firebase-web';
import { getRuntimeConfig } from '@swagdrop/firebase-web/runtime-config';

/**
 * POSTs `body` to one of the Stripe HTTP functions with the user's ID token as bearer and
 * resolves to the Stripe page it answers with. Each failure throws the text to show: no
 * session → 'Please log in to continue'; refused → the server's `error`, else `refused`;
 * unreachable, or an answer that is not a safe URL → `unreachable`.
 */
export async function stripeSessionUrl(
  functionName: string,
  body: object,
  texts: { refused: string; unreachable: string },
): Promise<string> {
  const user = (await getAuthClient()).currentUser;
  if (!user) throw new Error(COPY.pleaseLogIn);
  const token = await user.getIdToken();
  let response: Response;
  try {
    response = await fetch(`${getRuntimeConfig().functionsBaseUrl}/${functionName}`, {
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
    throw new Error(texts.unreachable, { cause: error });
  }
  const payload = (await response.json().catch(() => ({}))) as Partial<
    CheckoutResponse & HttpErrorBody
  >;
  if (!response.ok) {
    throw new Error(
      typeof payload.error === 'string' && payload.error ? payload.error : texts.refused,
    );
  }
  if (typeof payload.url !== 'string' || !isSafeHttpUrl(payload.url)) {
    throw new Error(texts.unreachable);
  }
  return payload.url;
}
