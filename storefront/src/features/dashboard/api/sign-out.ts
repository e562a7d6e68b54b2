import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getAuthClient } from '@swagdrop/firebase-web';
import { queryKeys } from '../../../lib/query-keys';

/** Signs out and forgets the account's cached data, so the next account never sees it. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const auth = await getAuthClient();
      const { signOut } = await import('firebase/auth');
      await signOut(auth);
    },
    onSuccess: () => queryClient.removeQueries({ queryKey: queryKeys.account }),
  });
}
