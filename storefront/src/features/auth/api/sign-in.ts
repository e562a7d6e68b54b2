import { useMutation } from '@tanstack/react-query';
import { AUTH_ERROR_COPY, emailField, z } from '@swagdrop/model';
import { getAuthClient } from '@swagdrop/firebase-web';

/** Login (docs/product-rules.md#accounts): email and password required, email format. */
export const loginInputSchema = z.object({
  email: emailField(),
  password: z.string().min(1, AUTH_ERROR_COPY['auth/missing-password']),
});
export type LoginInput = z.output<typeof loginInputSchema>;

export async function signIn({ email, password }: LoginInput): Promise<void> {
  const auth = await getAuthClient();
  const { signInWithEmailAndPassword } = await import('firebase/auth');
  await signInWithEmailAndPassword(auth, email, password);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
