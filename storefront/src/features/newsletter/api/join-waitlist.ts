import { useMutation } from '@tanstack/react-query';
import type { JoinWaitlistResult, WaitlistInput } from '@swagdrop/model';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';

/**
 * Validates with the shared schema, loaded on the first submit: the form sits in every page's
 * footer, and zod would otherwise be evaluated before any page can respond (npm run bench).
 */
export async function parseWaitlistInput(input: { email: string }) {
  const { waitlistInputSchema } = await import('./waitlist-schema');
  return waitlistInputSchema.safeParse(input);
}

/**
 * Duplicate detection is the server's (docs/product-rules.md#newsletter); the browser never reads
 * the waitlist.
 */
export function joinWaitlist(input: WaitlistInput): Promise<JoinWaitlistResult> {
  return callFunction(CALLABLES.joinWaitlist, input);
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
