import { useQuery } from '@tanstack/react-query';
import { getAuthClient } from '@swagdrop/firebase-web';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Applies an emailed verification code. When the verified account is the one signed in here,
 * its profile and ID token are refreshed, so the dashboard and the token's email_verified
 * show the change at once.
 */
async function applyVerification(code: string): Promise<true> {
  const auth = await getAuthClient();
  const { applyActionCode } = await import('firebase/auth');
  await applyActionCode(auth, code);
  // A fresh page load restores the signed-in user asynchronously; without waiting, currentUser
  // is still null and the stored token keeps email_verified false for up to an hour.
  await auth.authStateReady();
  const user = auth.currentUser;
  if (user) {
    await user.reload();
    await user.getIdToken(true);
  }
  return true;
}

/**
 * A code is single-use: keyed by the code and kept for the page load, it is applied once
 * however often the page mounts, and a failure is not retried.
 */
export function useVerifyEmail(code: string) {
  return useQuery({
    queryKey: queryKeys.emailVerification(code),
    queryFn: () => applyVerification(code),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
