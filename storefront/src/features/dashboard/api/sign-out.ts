import { getAuthClient } from '@swagdrop/shared-ui/firebase';

export async function signOutUser(): Promise<void> {
  const auth = await getAuthClient();
  const { signOut } = await import('firebase/auth');
  await signOut(auth);
}
