import { getAuthClient } from '@swagdrop/shared-ui/firebase';

/**
 * Applies an emailed verification code. When the verified account is the one signed in here,
 * its profile and ID token are refreshed, so the dashboard and the token's email_verified
 * show the change at once.
 */
async function applyVerification(code: string): Promise<void> {
  const auth = await getAuthClient();
  const { applyActionCode } = await import('firebase/auth');
  await applyActionCode(auth, code);
  const user = auth.currentUser;
  if (!user) return;
  await user.reload();
  await user.getIdToken(true);
}

const attempts = new Map<string, Promise<void>>();

/** Verifies once per code and page load (a code is single-use; effects may run twice). */
export function verifyEmail(code: string): Promise<void> {
  let attempt = attempts.get(code);
  if (!attempt) {
    attempt = applyVerification(code);
    attempts.set(code, attempt);
  }
  return attempt;
}
