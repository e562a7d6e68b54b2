import { useQuery } from '@tanstack/react-query';
import { newsletterConfirmInputSchema, type ConfirmNewsletterResult } from '@swagdrop/model';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';
import { queryKeys } from '../../../lib/query-keys';

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
 * Confirms a newsletter signup once per token and page load: the token works once on the
 * server, so the answer is kept (a remount must not turn the first success into "link already
 * used") and a failure is not retried. No token, no call.
 */
export function useConfirmNewsletter(token: string | null) {
  return useQuery({
    queryKey: queryKeys.newsletterConfirmation(token ?? ''),
    queryFn: () => confirmNewsletter(token ?? ''),
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
