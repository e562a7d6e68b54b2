import { useState } from 'react';
import { BRAND_COPY, emailField, z } from '@swagdrop/shared-ui/model';
import { getAuthClient } from '@swagdrop/shared-ui/firebase';

/** Login (docs/product-rules.md#accounts): email and password required, email format. */
export const loginInputSchema = z.object({
  email: emailField(),
  password: z.string().min(1, BRAND_COPY.passwordRequired),
});
export type LoginInput = z.output<typeof loginInputSchema>;

export async function signIn({ email, password }: LoginInput): Promise<void> {
  const auth = await getAuthClient();
  const { signInWithEmailAndPassword } = await import('firebase/auth');
  await signInWithEmailAndPassword(auth, email, password);
}

export function useSignIn() {
  const [pending, setPending] = useState(false);
  const mutate = async (input: LoginInput) => {
    setPending(true);
    try {
      await signIn(input);
    } finally {
      setPending(false);
    }
  };
  return { mutate, pending };
}
