import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { getAuthClient } from '@swagdrop/shared-ui/firebase';

export interface AuthState {
  user: User | null;
  loading: boolean;
}

const AuthContext = createContext<AuthState>({ user: null, loading: true });

/** Follows Firebase's auth state; the SDK itself refreshes tokens (decisions.md). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ user: null, loading: true });
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void (async () => {
      const [auth, { onAuthStateChanged }] = await Promise.all([
        getAuthClient(),
        import('firebase/auth'),
      ]);
      if (cancelled) return;
      unsubscribe = onAuthStateChanged(auth, (user) => setState({ user, loading: false }));
    })().catch(() => setState({ user: null, loading: false }));
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
