import { getAuthClient } from '@swagdrop/firebase-web';
import { hasAdminPower } from '@swagdrop/model';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useMutation } from '@tanstack/react-query';
import type { AdminLoginInput } from './sign-in-schema';

export type { AdminLoginInput };

/** The login form's check (sign-in-schema.ts), loaded on first use. */
export const adminLoginResolver = lazyResolver<AdminLoginInput>(() =>
  import('./sign-in-schema').then((m) => m.adminLoginResolver),
);

/**
 * Signs in and checks admin power (the `admin` claim on a verified email) at once: a brand account is signed straight out again
 * (docs/product-rules.md#accounts) instead of being greeted and then bounced by the route guard.
 */
export function useSignInAdmin() {
  return useMutation({
    mutationFn: async ({ email, password }: AdminLoginInput): Promise<{ isAdmin: boolean }> => {
      const auth = await getAuthClient();
      const { signInWithEmailAndPassword, signOut } = await import('firebase/auth');
      const credential = await signInWithEmailAndPassword(auth, email, password);
      const token = await credential.user.getIdTokenResult();
      if (hasAdminPower(token.claims)) return { isAdmin: true };
      await signOut(auth);
      return { isAdmin: false };
    },
  });
}
