import { useMutation, useQuery } from '@tanstack/react-query';
import { getAuthClient } from './auth';

/**
 * The reset link's account email, resolved when its code is valid and unused (checking does not
 * use it up; `null`: no code to check). Checked on each visit, never retried: a link used
 * meanwhile must not show the form again, and a bad code stays bad.
 */
export function useResetCodeEmail(code: string | null) {
  return useQuery({
    queryKey: ['reset-code', code],
    queryFn: async () => {
      const auth = await getAuthClient();
      const { verifyPasswordResetCode } = await import('firebase/auth');
      return verifyPasswordResetCode(auth, code ?? '');
    },
    enabled: code !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

export function useConfirmNewPassword() {
  return useMutation({
    mutationFn: async ({ code, password }: { code: string; password: string }) => {
      const auth = await getAuthClient();
      const { confirmPasswordReset } = await import('firebase/auth');
      await confirmPasswordReset(auth, code, password);
    },
  });
}
