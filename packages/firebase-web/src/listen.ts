import type { QueryFunctionContext } from '@tanstack/react-query';

type Stop = () => void;

/**
 * Starts a listener whose SDK loads on first use and returns its stop, which works at any
 * time: called before the SDK has loaded (a screen left meanwhile), it stops the listener the
 * moment it starts. A failure to start goes to `onError`, like the listener's own errors.
 */
export function startListener(start: () => Promise<Stop>, onError: (error: unknown) => void): Stop {
  const started = start();
  started.catch(onError);
  return () => {
    void started.then(
      (stop) => stop(),
      () => undefined,
    );
  };
}

/**
 * Query options whose data a listener keeps current while a screen shows the query: each value
 * goes into the cache (setQueryData) while the fetch stays open. When the last screen showing
 * it leaves, TanStack Query aborts the fetch's signal, which stops the listener; a listener
 * error ends the fetch with that error. A screen opened again shows the cached data at once
 * and starts the listener again.
 */
export function listenerQuery<T>(
  start: (next: (value: T) => void, fail: (error: unknown) => void) => Promise<Stop>,
) {
  return {
    queryFn: ({ client, queryKey, signal }: QueryFunctionContext) =>
      new Promise<T>((_resolve, reject) => {
        const fail = (error: unknown) => {
          stop();
          reject(error);
        };
        const stop = startListener(
          () => start((value) => client.setQueryData(queryKey, value), fail),
          fail,
        );
        signal.addEventListener('abort', stop);
      }),
    staleTime: Infinity,
    refetchOnMount: 'always' as const,
  };
}
