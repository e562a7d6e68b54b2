import { useMutation } from '@tanstack/react-query';
import { newsletterConfirmInputSchema, type ConfirmNewsletterResult } from '@swagdrop/model';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';

/** The link's token, if it has the shape the server accepts (else no call is made). */
export function readConfirmToken(search: string): string | null {
  const parsed = newsletterConfirmInputSchema.safeParse({
    token: new URLSearchParams(search).get('token') ?? '',
  });
  return parsed.success ? parsed.data.token : null;
}

export function confirmNewsletter(token: string): Promise<ConfirmNewsletterResult> {
  return callFunction(CALLABLES.confirmNewsletter, { token });
}

/**
 * Confirms a newsletter signup when the visitor presses the page's button, never on page load:
 * mail scanners open links, and a link they open must not subscribe anyone. The token works once
 * on the server, so a failure is not retried.
 */
export function useConfirmNewsletter() {
  return useMutation({ mutationFn: confirmNewsletter, retry: false });
}
