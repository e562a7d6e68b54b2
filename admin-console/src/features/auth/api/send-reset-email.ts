import { emailField, z } from '@swagdrop/shared-ui/model';
import { authErrorCode, getAuthClient } from '@swagdrop/shared-ui/firebase';
import { loadRuntimeConfig } from '@swagdrop/shared-ui/federation';
import { useMutation } from '@tanstack/react-query';

export const resetRequestSchema = z.object({ email: emailField() });
export type ResetRequestInput = z.output<typeof resetRequestSchema>;

/**
 * The console's reset page on this environment's admin domain, from runtime-config.js (never
 * built into the app, so one build serves every environment).
 */
export async function resetPageUrl(): Promise<string> {
  const { adminUrl } = await loadRuntimeConfig();
  return `${adminUrl.replace(/\/+$/, '')}/admin/reset-password`;
}

/**
 * Sends Firebase's reset email with the console's reset page as its continue URL, handled in
 * the app: Firebase's action handler passes the code on to that page (the Auth emulator's
 * link carries it as `continueUrl`), and in production the project's email action URL is the
 * same page (README, Deploying), so the link opens it directly with `oobCode`. An unknown
 * address is answered like a known one so the form cannot be used to find out which emails
 * have accounts.
 */
export async function sendResetEmail({ email }: ResetRequestInput): Promise<void> {
  const [auth, url] = await Promise.all([getAuthClient(), resetPageUrl()]);
  const { sendPasswordResetEmail } = await import('firebase/auth');
  try {
    await sendPasswordResetEmail(auth, email, { url, handleCodeInApp: true });
  } catch (error) {
    if (authErrorCode(error) === 'auth/user-not-found') return;
    throw error;
  }
}

export function useSendResetEmail() {
  return useMutation({ mutationFn: sendResetEmail });
}
