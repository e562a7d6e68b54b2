import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getAuthClient } from '@swagdrop/firebase-web';
import { queryKeys } from '../../../lib/query-keys';

export async function signOutUser(): Promise<void> {
  const auth = await getAuthClient();
  const { signOut } = await import('firebase/auth');
  await signOut(auth);
}

/** Signs out and forgets the account's cached data, so the next account never sees it. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutUser,
    onSuccess: () => queryClient.removeQueries({ queryKey: queryKeys.account }),
  });
}
