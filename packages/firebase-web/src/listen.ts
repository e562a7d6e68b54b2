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

/**
 * Listener options that also raise a snapshot when only its sync state changes, so the server's
 * first answer reaches `serverFirst` even when it holds the same documents as the cache did.
 */
export const WITH_SYNC_STATE = { includeMetadataChanges: true } as const;

/**
 * A snapshot handler that ignores answers from the SDK's local cache until the server has
 * answered once. When a listen stream fails or the backend is slow, the SDK declares itself
 * offline and raises the query from its cache, which on a freshly opened screen is empty or
 * partial: the listings grid said "0 of 0" and a limited listing "All claimed" while the server
 * had the data. Once the server has answered, cached snapshots hold real data and pass. Use
 * with WITH_SYNC_STATE.
 */
export function serverFirst<S extends { metadata: { fromCache: boolean } }>(
  onNext: (snapshot: S) => void,
): (snapshot: S) => void {
  let answered = false;
  return (snapshot) => {
    if (!snapshot.metadata.fromCache) answered = true;
    if (answered) onNext(snapshot);
  };
}
