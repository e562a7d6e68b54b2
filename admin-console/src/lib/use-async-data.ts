import { useEffect, useState } from 'react';

export interface AsyncData<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
}

/**
 * Loads `fetcher()` and again whenever `key` changes (e.g. a live "something changed" tick).
 * The previous data stays on screen while a refresh runs; a stale answer never overwrites a
 * newer one.
 */
export function useAsyncData<T>(fetcher: () => Promise<T>, key: unknown): AsyncData<T> {
  const [state, setState] = useState<AsyncData<T>>({ data: null, error: null, loading: true });
  useEffect(() => {
    let active = true;
    fetcher().then(
      (data) => active && setState({ data, error: null, loading: false }),
      (error: unknown) => active && setState((prev) => ({ ...prev, error, loading: false })),
    );
    return () => {
      active = false;
    };
    // The fetcher is a module-level function; `key` is the only reason to refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
