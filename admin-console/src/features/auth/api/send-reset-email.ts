import { emailField, z } from '@swagdrop/shared-ui/model';
import { getAuthClient } from '@swagdrop/shared-ui/firebase';
import { useAsyncAction } from '../../../lib/use-async-action';
import { authErrorCode } from './auth-errors';

export const resetRequestSchema = z.object({ email: emailField() });
export type ResetRequestInput = z.output<typeof resetRequestSchema>;

/**
 * Sends Firebase's reset email. Its link opens the console's /admin/reset-password (the email
 * action URL configured in the Firebase console, see README); the continue URL brings the
 * admin back to the login page. An unknown address is answered like a known one so the form
 * cannot be used to find out which emails have accounts.
 */
export async function sendResetEmail({ email }: ResetRequestInput): Promise<void> {
  const auth = await getAuthClient();
  const { sendPasswordResetEmail } = await import('firebase/auth');
  try {
    await sendPasswordResetEmail(auth, email, {
      url: `${window.location.origin}/admin/login`,
      handleCodeInApp: false,
    });
  } catch (error) {
    if (authErrorCode(error) === 'auth/user-not-found') return;
    throw error;
  }
}

export function useSendResetEmail() {
  return useAsyncAction(sendResetEmail);
}
