import { emailField, z } from '@swagdrop/shared-ui/model';
import { getAuthClient } from '@swagdrop/shared-ui/firebase';
import { useAsyncAction } from '../../../lib/use-async-action';

/** Spec §5 Login: email and password required, email format. */
export const adminLoginSchema = z.object({
  email: emailField(),
  password: z.string().min(1, 'Password is required'),
});
export type AdminLoginInput = z.output<typeof adminLoginSchema>;

/**
 * Signs in and checks the `admin` claim at once: a brand account is signed straight out again
 * (decisions.md) instead of being greeted and then bounced by the route guard.
 */
export async function signInAdmin({
  email,
  password,
}: AdminLoginInput): Promise<{ isAdmin: boolean }> {
  const [auth, { signInWithEmailAndPassword, signOut }] = await Promise.all([
    getAuthClient(),
    import('firebase/auth'),
  ]);
  const credential = await signInWithEmailAndPassword(auth, email, password);
  const token = await credential.user.getIdTokenResult();
  if (token.claims.admin === true) return { isAdmin: true };
  await signOut(auth);
  return { isAdmin: false };
}

export function useSignInAdmin() {
  return useAsyncAction(signInAdmin);
}
