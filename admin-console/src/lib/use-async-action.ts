import { useCallback, useState } from 'react';

/** Wraps an async operation with a pending flag (buttons disable and relabel while it runs). */
export function useAsyncAction<Args extends unknown[], Res>(fn: (...args: Args) => Promise<Res>) {
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (...args: Args): Promise<Res> => {
      setPending(true);
      try {
        return await fn(...args);
      } finally {
        setPending(false);
      }
    },
    [fn],
  );
  return { run, pending };
}
