import { getAuthClient } from '@swagdrop/firebase-web';
import { newPasswordSchema, readResetCode, type NewPasswordInput } from '@swagdrop/model';
import { useMutation, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** The link's code reader is shared with the storefront's /reset-password. */
export { newPasswordSchema, readResetCode };

/** Resolves with the account's email when the code is valid and unused (it is not used up). */
export async function verifyResetCode(code: string): Promise<string> {
  const auth = await getAuthClient();
  const { verifyPasswordResetCode } = await import('firebase/auth');
  return verifyPasswordResetCode(auth, code);
}

export async function confirmNewPassword({
  code,
  password,
}: NewPasswordInput & { code: string }): Promise<void> {
  const auth = await getAuthClient();
  const { confirmPasswordReset } = await import('firebase/auth');
  await confirmPasswordReset(auth, code, password);
}

export function useConfirmNewPassword() {
  return useMutation({ mutationFn: confirmNewPassword });
}

/** The reset link's check, once per code (`null`: there is no code to check). */
export function useResetCodeEmail(code: string | null) {
  return useQuery({
    queryKey: queryKeys.resetCode(code ?? ''),
    queryFn: () => verifyResetCode(code ?? ''),
    enabled: code !== null,
    // Checked on each visit: a link used meanwhile must not show the form again.
    staleTime: Infinity,
    gcTime: 0,
  });
}
