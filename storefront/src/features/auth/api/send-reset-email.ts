import { useMutation } from '@tanstack/react-query';
import { emailField, z } from '@swagdrop/model';
import { getAuthClient } from '@swagdrop/firebase-web';
import { getRuntimeConfig } from '@swagdrop/firebase-web/runtime-config';

export const resetRequestSchema = z.object({ email: emailField() });
export type ResetRequestInput = z.output<typeof resetRequestSchema>;

/**
 * Sends Firebase's password-reset email for a brand account. Its link opens the storefront's
 * /reset-password (the project's email action URL, README) with this continue URL, the same
 * page, on the storefront's configured address. An unknown address is answered like a known
 * one, so the form cannot tell which emails have accounts.
 */
export async function sendResetEmail({ email }: ResetRequestInput): Promise<void> {
  const auth = await getAuthClient();
  const { sendPasswordResetEmail } = await import('firebase/auth');
  const site = getRuntimeConfig().storefrontUrl.replace(/\/$/, '');
  try {
    await sendPasswordResetEmail(auth, email, {
      url: `${site}/reset-password`,
      handleCodeInApp: true,
    });
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'auth/user-not-found') return;
    throw error;
  }
}

export function useSendResetEmail() {
  return useMutation({ mutationFn: sendResetEmail });
}
