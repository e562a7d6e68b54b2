import { useMutation } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { getAuthClient } from '@swagdrop/firebase-web';
import { getRuntimeConfig } from '@swagdrop/firebase-web/runtime-config';

/**
 * Sends Firebase's verification email to the signed-in brand. Its link opens the project's
 * email action URL, the storefront's /reset-password (README), which verifies the address;
 * the continue URL, the dashboard on the storefront's configured address, is where that page
 * leads next. A verified email is what admin power needs besides the claim (admin-power.ts).
 */
export async function sendVerificationEmail(user?: User): Promise<void> {
  const current = user ?? (await getAuthClient()).currentUser;
  if (!current) throw new Error('Not signed in');
  const { sendEmailVerification } = await import('firebase/auth');
  const site = getRuntimeConfig().storefrontUrl.replace(/\/$/, '');
  await sendEmailVerification(current, { url: `${site}/dashboard` });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: () => sendVerificationEmail() });
}
