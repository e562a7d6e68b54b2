import {
  newsletterConfirmInputSchema,
  type ConfirmNewsletterResult,
} from '@swagdrop/shared-ui/model';
import { CALLABLES, callFunction } from '@swagdrop/shared-ui/firebase';

/** The link's token, if it has the shape the server accepts (else no call is made). */
export function readConfirmToken(search: string): string | null {
  const parsed = newsletterConfirmInputSchema.safeParse({
    token: new URLSearchParams(search).get('token') ?? '',
  });
  return parsed.success ? parsed.data.token : null;
}

const attempts = new Map<string, Promise<ConfirmNewsletterResult>>();

/**
 * Confirms a newsletter signup once per token and page load: the token works once on the server,
 * and a re-run effect must not turn the first success into "link already used".
 */
export function confirmNewsletter(token: string): Promise<ConfirmNewsletterResult> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = callFunction(CALLABLES.confirmNewsletter, {
      token,
    });
    attempts.set(token, attempt);
  }
  return attempt;
}
