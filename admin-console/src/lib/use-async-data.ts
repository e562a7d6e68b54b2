import { useEffect, useRef, useState } from 'react';

export interface AsyncData<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
}

/**
 * Loads `fetcher()` and again whenever `key` changes (e.g. a live "something changed" tick).
 * The previous data stays on screen while a refresh runs. Answers are shown in the order the
 * requests were made: an older answer is still shown while nothing newer has arrived (the
 * screen would otherwise wait on a skeleton for the refresh too), but never over a newer one.
 */
export function useAsyncData<T>(fetcher: () => Promise<T>, key: unknown): AsyncData<T> {
  const [state, setState] = useState<AsyncData<T>>({ data: null, error: null, loading: true });
  const requests = useRef({ started: 0, shown: 0, mounted: true });
  useEffect(() => {
    const r = requests.current;
    r.mounted = true;
    return () => {
      r.mounted = false;
    };
  }, []);
  useEffect(() => {
    const seq = ++requests.current.started;
    const show = (next: (prev: AsyncData<T>) => AsyncData<T>) => {
      const r = requests.current;
      if (!r.mounted || seq < r.shown) return;
      r.shown = seq;
      setState(next);
    };
    fetcher().then(
      (data) => show(() => ({ data, error: null, loading: false })),
      (error: unknown) => show((prev) => ({ ...prev, error, loading: false })),
    );
    // The fetcher is a module-level function; `key` is the only reason to refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
