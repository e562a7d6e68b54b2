import { useMutation, useQuery } from '@tanstack/react-query';
import { getAuthClient } from '@swagdrop/firebase-web';
import type { NewPasswordInput } from '@swagdrop/model';
import { queryKeys } from '../../../lib/query-keys';

/** Resolves with the account's email when the reset code is valid and unused. */
export async function verifyResetCode(code: string): Promise<string> {
  const auth = await getAuthClient();
  const { verifyPasswordResetCode } = await import('firebase/auth');
  return verifyPasswordResetCode(auth, code);
}

/** The reset link's account email (no check without a code); a bad code is not retried. */
export function useResetCodeEmail(code: string | null) {
  return useQuery({
    queryKey: queryKeys.resetCode(code ?? ''),
    queryFn: () => verifyResetCode(code ?? ''),
    enabled: code !== null,
    staleTime: Infinity,
    retry: false,
  });
}

export async function confirmNewPassword(
  code: string,
  { password }: NewPasswordInput,
): Promise<void> {
  const auth = await getAuthClient();
  const { confirmPasswordReset } = await import('firebase/auth');
  await confirmPasswordReset(auth, code, password);
}

export function useConfirmNewPassword() {
  return useMutation({
    mutationFn: ({ code, input }: { code: string; input: NewPasswordInput }) =>
      confirmNewPassword(code, input),
  });
}
