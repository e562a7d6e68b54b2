/**
 * Starts a listener whose SDK loads on first use and returns its stop, which works at any
 * time: called before the SDK has loaded, it stops the listener the moment it starts. An
 * effect can return it as is, with no "cancelled" flag of its own.
 */
export function startLazyListener(
  start: () => Promise<() => void>,
  onError: (error: unknown) => void,
): () => void {
  const started = start();
  started.catch(onError);
  return () => {
    void started.then(
      (stop) => stop(),
      () => undefined,
    );
  };
}
