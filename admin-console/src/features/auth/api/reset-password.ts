import { getAuthClient } from '@swagdrop/shared-ui/firebase';
import { newPasswordSchema, readResetCode, type NewPasswordInput } from '@swagdrop/shared-ui/model';
import { useAsyncAction } from '../../../lib/use-async-action';

/** The link's code reader is shared with the storefront's /reset-password. */
export { newPasswordSchema, readResetCode };

/** Resolves with the account's email when the code is valid and unused. */
export async function verifyResetCode(code: string): Promise<string> {
  const auth = await getAuthClient();
  const { verifyPasswordResetCode } = await import('firebase/auth');
  return verifyPasswordResetCode(auth, code);
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
  return useAsyncAction(confirmNewPassword);
}
