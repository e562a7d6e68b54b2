import { useState } from 'react';
import { getAuthClient } from '@swagdrop/shared-ui/firebase';
import type { NewPasswordInput } from '@swagdrop/shared-ui/model';

/** Resolves with the account's email when the reset code is valid and unused. */
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
  const [pending, setPending] = useState(false);
  const mutate = async (code: string, input: NewPasswordInput) => {
    setPending(true);
    try {
      await confirmNewPassword(code, input);
    } finally {
      setPending(false);
    }
  };
  return { mutate, pending };
}
