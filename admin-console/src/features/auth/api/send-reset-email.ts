import { getAuthClient, authErrorCode } from '@swagdrop/firebase-web';
import { getRuntimeConfig } from '@swagdrop/firebase-web/runtime-config';
import { useMutation } from '@tanstack/react-query';
import { lazyResolver } from '../../../lib/lazy-resolver';
import type { ResetRequestInput } from './reset-request-schema';

export type { ResetRequestInput };

/** The reset form's check (reset-request-schema.ts), loaded on first use. */
export const resetRequestResolver = lazyResolver<ResetRequestInput>(() =>
  import('./reset-request-schema').then((m) => m.resetRequestResolver),
);

/**
 * The console's reset page on this environment's admin domain, from runtime-config.js (never
 * built into the app, so one build serves every environment).
 */
function resetPageUrl(): string {
  const { adminUrl } = getRuntimeConfig();
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
  const auth = await getAuthClient();
  const { sendPasswordResetEmail } = await import('firebase/auth');
  try {
    await sendPasswordResetEmail(auth, email, { url: resetPageUrl(), handleCodeInApp: true });
  } catch (error) {
    if (authErrorCode(error) === 'auth/user-not-found') return;
    throw error;
  }
}

export function useSendResetEmail() {
  return useMutation({ mutationFn: sendResetEmail });
}
