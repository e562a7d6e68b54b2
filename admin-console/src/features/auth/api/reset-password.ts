import { getAuthClient } from '@swagdrop/shared-ui/firebase';
import { newPasswordSchema, type NewPasswordInput } from '@swagdrop/shared-ui/model';
import { useAsyncAction } from '../../../lib/use-async-action';

export { newPasswordSchema };

/**
 * The reset link's code: Firebase puts `oobCode` (and `mode`) in the query string; the hash is
 * read too, like the spec's original page did for its tokens.
 */
export function readResetCode(search: string, hash: string): string | null {
  for (const source of [search, hash.replace(/^#/, '')]) {
    const params = new URLSearchParams(source);
    const code = params.get('oobCode');
    const mode = params.get('mode');
    if (code && (!mode || mode === 'resetPassword')) return code;
  }
  return null;
}

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
