import { useState } from 'react';
import { waitlistInputSchema, type WaitlistInput } from '@swagdrop/shared-ui/model';
import { callFunction } from '@swagdrop/shared-ui/firebase';

export { waitlistInputSchema };

export type JoinWaitlistResult = { status: 'joined' | 'duplicate' };

/** Duplicate detection is the server's (decisions.md); the browser never reads the waitlist. */
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
