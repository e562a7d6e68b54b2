import { useMutation } from '@tanstack/react-query';
import type { WaitlistInput } from '@swagdrop/shared-ui/model';
import { callFunction } from '@swagdrop/shared-ui/firebase';

/**
 * Validates with the shared schema, loaded on the first submit: the form sits in every page's
 * footer, and zod would otherwise be evaluated before any page can respond (npm run bench).
 */
export async function parseWaitlistInput(input: { email: string }) {
  const { waitlistInputSchema } = await import('./waitlist-schema');
  return waitlistInputSchema.safeParse(input);
}

export type JoinWaitlistResult = { status: 'joined' | 'duplicate' };

/** Duplicate detection is the server's (decisions.md); the browser never reads the waitlist. */
export function joinWaitlist(input: WaitlistInput): Promise<JoinWaitlistResult> {
  return callFunction<WaitlistInput, JoinWaitlistResult>('joinWaitlist', input);
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
