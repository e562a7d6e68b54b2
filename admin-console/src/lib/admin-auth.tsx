import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Auth, User } from 'firebase/auth';
import { getAuthClient, startListener } from '@swagdrop/firebase-web';
import { hasAdminPower } from '@swagdrop/model';

export interface AdminAuthState {
  user: User | null;
  /** True only when the ID token carries the `admin` custom claim and a verified email. */
  isAdmin: boolean;
  loading: boolean;
}

const AdminAuthContext = createContext<AdminAuthState>({
  user: null,
  isAdmin: false,
  loading: true,
});

/** A revoked claim reaches an open console when the admin comes back to the tab. */
const CLAIM_RECHECK_MIN_MS = 5_000;
const ENDED_SESSION_CODES = new Set([
  'auth/user-token-expired',
  'auth/user-disabled',
  'auth/user-not-found',
  'auth/invalid-user-token',
]);

/**
 * Session state for the console. The claim is read from the ID token; the server (rules and
 * functions) enforces it independently, so this check is only for a clear user experience.
 */
export function AdminAuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setSessionState] = useState<AdminAuthState>({
    user: null,
    isAdmin: false,
    loading: true,
  });
  useEffect(() => {
    // The session settling re-renders the whole console (the page it guards appears): as a
    // transition React renders it in slices instead of one long task on a phone's boot.
    const setState = (next: AdminAuthState) => startTransition(() => setSessionState(next));
    let auth: Auth | undefined;
    let lastRecheck = 0;
    let signedIn = false;

    // Forces a token refresh so claim changes (npm run admin -- revoke) show up promptly.
    const recheckClaim = () => {
      const user = auth?.currentUser;
      if (!auth || !user || document.visibilityState === 'hidden') return;
      if (Date.now() - lastRecheck < CLAIM_RECHECK_MIN_MS) return;
      lastRecheck = Date.now();
      user.getIdToken(true).catch((error: { code?: string }) => {
        if (error.code && ENDED_SESSION_CODES.has(error.code)) void signOutAdmin();
      });
    };

    const stop = startListener(
      async () => {
        const client = await getAuthClient();
        const { onIdTokenChanged } = await import('firebase/auth');
        auth = client;
        return onIdTokenChanged(client, (user) => {
          if (!user) {
            // Signed out: nothing read with the admin's power stays in memory.
            if (signedIn) queryClient.clear();
            signedIn = false;
            setState({ user: null, isAdmin: false, loading: false });
            return;
          }
          signedIn = true;
          void user
            .getIdTokenResult()
            .then((token) =>
              setState({ user, isAdmin: hasAdminPower(token.claims), loading: false }),
            )
            .catch(() => setState({ user, isAdmin: false, loading: false }));
        });
      },
      () => setState({ user: null, isAdmin: false, loading: false }),
    );

    window.addEventListener('focus', recheckClaim);
    document.addEventListener('visibilitychange', recheckClaim);
    return () => {
      stop();
      window.removeEventListener('focus', recheckClaim);
      document.removeEventListener('visibilitychange', recheckClaim);
    };
  }, [queryClient]);
  return <AdminAuthContext.Provider value={state}>{children}</AdminAuthContext.Provider>;
}

export function useAdminAuth(): AdminAuthState {
  return useContext(AdminAuthContext);
}

export async function signOutAdmin(): Promise<void> {
  const auth = await getAuthClient();
  const { signOut } = await import('firebase/auth');
  await signOut(auth);
}
