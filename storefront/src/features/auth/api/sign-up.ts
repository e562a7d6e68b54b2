import { useMutation } from '@tanstack/react-query';
import { emailField, newPasswordSchema, z } from '@swagdrop/model';
import { getAuthClient } from '@swagdrop/firebase-web';
import { sendVerificationEmail } from './send-verification-email';

/**
 * Signup (docs/product-rules.md#accounts): email, passwords matching and at least 6 characters
 * (shared rule).
 */
export const signupInputSchema = z.object({ email: emailField() }).and(newPasswordSchema);
export type SignupInput = z.output<typeof signupInputSchema>;

/**
 * Creates the brand account, signs it in and sends the verification email; true when a user
 * came back (docs/product-rules.md#accounts). A failed send does not fail the signup: the dashboard
 * offers a resend.
 */
export async function signUp({ email, password }: SignupInput): Promise<boolean> {
  const auth = await getAuthClient();
  const { createUserWithEmailAndPassword } = await import('firebase/auth');
  const credential = await createUserWithEmailAndPassword(auth, email, password);
  await sendVerificationEmail(credential.user).catch((error: unknown) => {
    console.error('verification email not sent', error);
  });
  return Boolean(credential.user);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
