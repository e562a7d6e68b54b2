import { QueryCache, QueryClient } from '@tanstack/react-query';

/** Firebase error codes (Firestore, Functions, Auth) that another try can fix. */
const TRANSIENT_CODES = new Set([
  'unavailable',
  'deadline-exceeded',
  'functions/unavailable',
  'functions/deadline-exceeded',
  'auth/network-request-failed',
]);

/**
 * Only a failure another try can fix is retried, once: the network (fetch's TypeError), a
 * server error (5xx) or an unavailable backend. A 4xx, a permission error or a rejected
 * input answers the same every time, and retrying it would only hold back the error state.
 */
export function isTransient(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  const { code, status } = (error ?? {}) as { code?: unknown; status?: unknown };
  if (typeof status === 'number') return status >= 500;
  return typeof code === 'string' && TRANSIENT_CODES.has(code);
}

/**
 * The storefront's one server-state cache. Reads log their failure here, once. Data others
 * change (a brand's lists, a listing) is stale at once: shown from the cache and read again
 * when a page mounts, as before there was a cache; queries whose data cannot change
 * (versioned, live through a listener, single-use links) say so with their own `staleTime`.
 * Nothing refetches on window focus: live views follow listeners, and callables cost per call.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // The key's first part names what failed (the rest may hold a single-use link code).
      onError: (error, query) =>
        console.error(`Failed to load ${String(query.queryKey[0])}`, error),
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 1 && isTransient(error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
