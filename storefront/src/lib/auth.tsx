import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { User } from 'firebase/auth';
import { AUTH_HINT_STORAGE_KEY } from '@swagdrop/model';
import { getAuthClient, startListener } from '@swagdrop/firebase-web';

export interface AuthState {
  user: User | null;
  loading: boolean;
}

interface AuthContextValue extends AuthState {
  /** Starts following Firebase's auth state (idempotent). */
  start: () => void;
}

const AuthContext = createContext<AuthContextValue>({
  user: null,
  loading: true,
  start: () => undefined,
});

function readHint(): boolean {
  try {
    return localStorage.getItem(AUTH_HINT_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

function writeHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(AUTH_HINT_STORAGE_KEY, '1');
    else localStorage.removeItem(AUTH_HINT_STORAGE_KEY);
  } catch {
    // Storage unavailable (private mode): the header then follows auth only on auth pages.
  }
}

/**
 * Follows Firebase's auth state; the SDK itself refreshes tokens (docs/product-rules.md#accounts).
 * Firebase Auth (and the app + App Check it brings) is downloaded only when needed: at once when
 * this browser was signed in last time (the hint), else as soon as a page that needs auth calls
 * useAuth(). A first-time visitor's home page thus loads no Firebase at all.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [started, setStarted] = useState(readHint);
  const [state, setState] = useState<AuthState>({ user: null, loading: true });
  const start = useCallback(() => setStarted(true), []);
  useEffect(() => {
    if (!started) return;
    return startListener(
      async () => {
        const auth = await getAuthClient();
        const { onAuthStateChanged } = await import('firebase/auth');
        return onAuthStateChanged(auth, (user) => {
          // The anonymous account the submit form signs visitors in with (upload-image.ts) only
          // lets them upload: for every page they are still signed out.
          const account = user && !user.isAnonymous ? user : null;
          writeHint(account !== null);
          setState({ user: account, loading: false });
        });
      },
      () => setState({ user: null, loading: false }),
    );
  }, [started]);
  const value = useMemo(() => ({ ...state, start }), [state, start]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth state, loading until Firebase has answered; starts following it if not yet. */
export function useAuth(): AuthState {
  const { user, loading, start } = useContext(AuthContext);
  useEffect(start, [start]);
  return { user, loading };
}

/** The signed-in user if auth is already being followed, else null (never loads Auth). */
export function useKnownUser(): User | null {
  return useContext(AuthContext).user;
}
