import { useState } from 'react';
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

/**
 * Duplicate detection is the server's (docs/product-rules.md#newsletter); the browser never reads
 * the waitlist.
 */
export function joinWaitlist(input: WaitlistInput): Promise<JoinWaitlistResult> {
  return callFunction<WaitlistInput, JoinWaitlistResult>('joinWaitlist', input);
}

export function useJoinWaitlist() {
  const [pending, setPending] = useState(false);
  const mutate = async (input: WaitlistInput) => {
    setPending(true);
    try {
      return await joinWaitlist(input);
    } finally {
      setPending(false);
    }
  };
  return { mutate, pending };
}
